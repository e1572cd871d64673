// The work one file may cost (docs/requirements/limits.md, "Heavy work"). The per-image limit
// (MAX_IMAGE_PIXELS, image-header.ts) bounds one decode; this bounds the sum over a file, since
// a passport PDF may hold many images, each decoded once per compression step.

/** Sum of width x height over the images of one file, read from their headers before decoding. */
export const MAX_FILE_PIXELS = 100_000_000;

/** Thrown when a file is over its budget: the upload is refused, never kept unprepared. */
export class TooMuchWork extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TooMuchWork';
  }
}
