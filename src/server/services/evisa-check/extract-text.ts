// The text of an e-visa PDF, for the check against the traveller (find-traveller.ts). Run in a
// heavy-work thread (docs/decisions/0041-evisa-check.md): pdfjs-dist's legacy build for Node,
// text only. Nothing is rendered (no canvas), no font is loaded or fetched, no code is compiled
// from the PDF (isEvalSupported: false) and nothing reaches the network: the file is handed
// over as bytes and pdfjs' own "worker" runs in this thread.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdfjs looks here for its worker's message handler before it would import it by path: in a
// thread of ours it runs in place, and a bundle never needs pdf.worker.mjs beside it.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

/** An e-visa is one or two pages; text past these is not needed and not read. */
const EVISA_TEXT_LIMITS = { pages: 5, chars: 50_000 };

/**
 * The text of the first pages, their items separated by spaces and lines by newlines. Throws
 * when the PDF cannot be opened (broken, or encrypted with a password).
 */
export async function extractPdfText(data: Uint8Array): Promise<string> {
  const task = pdfjs.getDocument({
    // pdfjs takes the array over (detaches it): a copy keeps the caller's bytes.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(doc.numPages, EVISA_TEXT_LIMITS.pages); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : ' ');
        length += item.str.length + 1;
      }
      page.cleanup();
      if (length >= EVISA_TEXT_LIMITS.chars) break;
      parts.push('\n');
    }
    return parts.join('').slice(0, EVISA_TEXT_LIMITS.chars);
  } finally {
    await task.destroy();
  }
}
