// Just enough MIME to read what nodemailer writes (tests only): headers, multipart, base64,
// quoted-printable and RFC 2047 encoded words.

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text?: string;
  html?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable')
    return decodeQuotedPrintable(part.body.replace(/=\r?\n/g, ''));
  return Buffer.from(part.body, 'latin1');
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?B?...?= and =?UTF-8?Q?...?= words; whitespace between adjacent words is dropped. */
function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function walk(part: Part, mail: ParsedMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(splitPart(section.replace(/^\r?\n/, '')), mail);
    }
    return;
  }
  const content = decodeBody(part);
  const disposition = part.headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = decodeWords(param(disposition, 'filename') ?? param(type, 'name') ?? '');
    mail.attachments.push({ filename, contentType: type.split(';')[0] ?? '', content });
  } else if (/^text\/html/i.test(type)) mail.html = content.toString('utf8');
  else if (/^text\/plain/i.test(type)) mail.text = content.toString('utf8');
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const top = splitPart(typeof raw === 'string' ? raw : raw.toString('latin1'));
  const mail: ParsedMail = {
    headers: top.headers,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    messageId: top.headers.get('message-id') ?? '',
    attachments: [],
  };
  walk(top, mail);
  return mail;
}
