// The applicant's status check and tracking (docs/requirements/status-check.md): the texts the
// server answers with, which the web also recognises and translates.

/** Wrong email and unknown number alike (specification section 8). */
export const STATUS_CHECK_NOT_FOUND =
  'Application not found. Please check your email and application number.';

/** The tracking page's search found nothing (shown in Turkish and English there). */
export const TRACKING_NOT_FOUND = 'Application not found';

/** Where a signed e-visa link points; the token follows. */
export const EVISA_DOWNLOAD_PATH = '/api/applications/evisa/';

/** How long a link from the status check downloads the e-visa. */
export const EVISA_LINK_TTL_MINUTES = 30;
