import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';

// A minimal flowing-text layout for pdf-lib, which only draws at coordinates: it wraps text to
// the page width, starts new pages as needed and numbers them at the end.

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

// DejaVu covers Latin, Greek and Cyrillic, so names print as written; read once per process.
const require = createRequire(import.meta.url);
let fontBytes: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () =>
  (fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]));

/** DejaVu Sans regular and bold, subset into `doc` (which must have fontkit registered). */
export async function embedFonts(doc: PDFDocument): Promise<PdfFonts> {
  const [regularBytes, boldBytes] = await loadFonts();
  return {
    regular: await doc.embedFont(regularBytes, { subset: true }),
    bold: await doc.embedFont(boldBytes, { subset: true }),
  };
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  gapAfter?: number;
}

export function createPdfWriter(doc: PDFDocument, fonts: PdfFonts) {
  const supported = new Set(fonts.regular.getCharacterSet());
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  // Control characters would corrupt the line layout; a character the font lacks would draw
  // as an empty box, so it shows as '?' instead (DejaVu covers Latin, Greek and Cyrillic).
  const clean = (text: string) =>
    Array.from(text.replace(/[\s\p{Cc}]+/gu, ' '))
      .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
      .join('');

  const ensureSpace = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };

  function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of clean(text).trim().split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word wider than the line (a user agent, a long name) is broken by characters.
      while (font.widthOfTextAtSize(line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  function text(value: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    const font = style.bold ? fonts.bold : fonts.regular;
    const lineHeight = size * 1.4;
    for (const line of wrap(value, font, size, TEXT_WIDTH)) {
      ensureSpace(lineHeight);
      y -= lineHeight;
      page.drawText(line, { x: MARGIN, y, size, font, color: style.muted ? MUTED : INK });
    }
    y -= style.gapAfter ?? 6;
  }

  /** 'Label: value' with the label in bold and the value wrapped beside it. */
  function field(label: string, value: string, size = 10) {
    const labelWidth = 150;
    const lines = wrap(value || '-', fonts.regular, size, TEXT_WIDTH - labelWidth);
    const lineHeight = size * 1.4;
    ensureSpace(lineHeight * Math.min(lines.length, 3));
    lines.forEach((line, i) => {
      ensureSpace(lineHeight);
      y -= lineHeight;
      if (i === 0)
        page.drawText(clean(label), { x: MARGIN, y, size, font: fonts.bold, color: INK });
      page.drawText(line, { x: MARGIN + labelWidth, y, size, font: fonts.regular, color: INK });
    });
    y -= 2;
  }

  /** A line of a table of amounts: the label wrapped on the left, the amount on the right. */
  function amountRow(label: string, amount: string, style: { bold?: boolean } = {}) {
    const size = 10;
    const font = style.bold ? fonts.bold : fonts.regular;
    const amountText = clean(amount);
    const amountWidth = font.widthOfTextAtSize(amountText, size);
    const lines = wrap(label, font, size, TEXT_WIDTH - amountWidth - 24);
    const lineHeight = size * 1.4;
    ensureSpace(lineHeight * lines.length);
    lines.forEach((line, i) => {
      y -= lineHeight;
      page.drawText(line, { x: MARGIN, y, size, font, color: INK });
      if (i === 0) {
        const x = MARGIN + TEXT_WIDTH - amountWidth;
        page.drawText(amountText, { x, y, size, font, color: INK });
      }
    });
    y -= 4;
  }

  /** A thin rule across the text width. */
  function rule() {
    ensureSpace(8);
    y -= 4;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + TEXT_WIDTH, y },
      thickness: 0.7,
      color: MUTED,
    });
    y -= 4;
  }

  function image(png: PDFImage, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / png.width, maxHeight / png.height, 1);
    const width = png.width * scale;
    const height = png.height * scale;
    ensureSpace(height + 16);
    y -= height;
    page.drawImage(png, { x: MARGIN, y, width, height });
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: MARGIN + maxWidth, y: y - 4 },
      thickness: 0.7,
      color: MUTED,
    });
    y -= 14;
  }

  /** Draws 'footer - Page n of m' on every page once the content is complete. */
  function numberPages(footer: string) {
    const pages = doc.getPages();
    pages.forEach((p, i) => {
      p.drawText(clean(`${footer}  -  Page ${i + 1} of ${pages.length}`), {
        x: MARGIN,
        y: MARGIN / 2,
        size: 8,
        font: fonts.regular,
        color: MUTED,
      });
    });
  }

  return {
    text,
    field,
    amountRow,
    rule,
    image,
    numberPages,
    space: (points: number) => (y -= points),
    /** Starts a new page unless `points` fit, so a heading is never left alone at the bottom. */
    keepTogether: ensureSpace,
  };
}
