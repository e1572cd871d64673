import type { TextDirection } from '@/domain/i18n';
import type { MailMessages } from './locales';

/** What a template says, in order; the layout decides how it looks in HTML and in plain text. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'details'; rows: (readonly [label: string, value: string])[] }
  | { kind: 'button'; label: string; url: string }
  /** Text someone typed (a staff or support message): kept verbatim, line breaks and all. */
  | { kind: 'quote'; text: string };

export interface LayoutInput {
  lang: string;
  dir: TextDirection;
  subject: string;
  blocks: Block[];
  strings: MailMessages['layout'] & { company: string };
  publicUrl: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function blockHtml(block: Block, align: string, strings: MailMessages['layout']): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT}font-size:22px;color:#0b2e59;margin:0 0 16px">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="${FONT}font-size:15px;line-height:1.5;color:#222;margin:0 0 14px">${multiline(block.text)}</p>`;
    case 'quote':
      return `<div style="${FONT}font-size:15px;line-height:1.5;color:#222;margin:0 0 14px;padding:12px;border-${align === 'right' ? 'right' : 'left'}:4px solid #ff9933;background:#f7f7f7">${multiline(block.text)}</div>`;
    case 'details': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${FONT}font-size:14px;color:#555;padding:${align === 'right' ? '6px 0 6px 12px' : '6px 12px 6px 0'};vertical-align:top;text-align:${align}">${escapeHtml(label)}</td><td style="${FONT}font-size:14px;color:#222;padding:6px 0;font-weight:bold;text-align:${align}">${multiline(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    }
    case 'button': {
      const href = escapeHtml(block.url);
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="background:#0b2e59;border-radius:4px"><a href="${href}" style="${FONT}display:inline-block;padding:12px 22px;font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></td></tr></table><p style="${FONT}font-size:12px;color:#666;margin:0 0 16px;word-break:break-all">${escapeHtml(strings.linkFallback)}<br><a href="${href}" style="color:#0b2e59">${href}</a></p>`;
    }
  }
}

/** One simple table layout that mail clients render; every value is escaped here. */
export function renderHtml(input: LayoutInput): string {
  const align = input.dir === 'rtl' ? 'right' : 'left';
  const body = input.blocks.map((b) => blockHtml(b, align, input.strings)).join('\n');
  const { strings } = input;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.lang)}" dir="${input.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head>
<body dir="${input.dir}" style="margin:0;padding:0;background:#eef1f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef1f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" dir="${input.dir}" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;text-align:${align}">
<tr><td style="background:#0b2e59;padding:16px 24px;border-top:4px solid #ff9933;border-radius:6px 6px 0 0"><a href="${escapeHtml(input.publicUrl)}" style="${FONT}font-size:18px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(strings.brand)}</a></td></tr>
<tr><td style="padding:24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e6ea"><p style="${FONT}font-size:12px;line-height:1.5;color:#666;margin:0">${escapeHtml(strings.automated)}<br>${escapeHtml(strings.footer)}<br>${escapeHtml(strings.company)}</p></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
  }
}

export function renderText(input: LayoutInput): string {
  const body = input.blocks.map(blockText).join('\n\n');
  return `${input.strings.brand}\n\n${body}\n\n-- \n${input.strings.automated}\n${input.strings.footer}\n${input.strings.company}\n`;
}
