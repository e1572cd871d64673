import { SUPPORT_LIMITS } from '@/domain/support-limits';

// What the team receives when the visitor sends the chat to them: the conversation as text,
// each line "<who>: <what>", the visitor's words whole and the assistant's answers shortened
// (the team knows them). Too long for one message, the oldest lines go first.

export interface TranscriptLine {
  fromVisitor: boolean;
  text: string;
}

/** An assistant answer keeps this many characters in the transcript. */
export const ANSWER_EXCERPT = 200;

const ELLIPSIS = '…';

/**
 * The answers isolate addresses and numbers for right-to-left display (src/web/lib/bidi.tsx);
 * the message the team receives refuses bidi controls (src/domain/schemas/text.ts), and plain
 * text needs none.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}${ELLIPSIS}`;
}

export function chatTranscript(
  lines: readonly TranscriptLine[],
  labels: { visitor: string; assistant: string },
  max: number = SUPPORT_LIMITS.message,
): string {
  const written = lines.map(({ fromVisitor, text }) => {
    const plain = text.replace(BIDI_CONTROLS, '');
    return fromVisitor
      ? `${labels.visitor}: ${plain.trim()}`
      : `${labels.assistant}: ${excerpt(plain, ANSWER_EXCERPT)}`;
  });
  let start = 0;
  const length = () => written.slice(start).join('\n').length + (start > 0 ? 2 : 0);
  while (start < written.length - 1 && length() > max) start += 1;
  const kept = written.slice(start).join('\n');
  const text = start > 0 ? `${ELLIPSIS}\n${kept}` : kept;
  // A single visitor message longer than the limit keeps its end.
  return text.length <= max ? text : `${ELLIPSIS}${text.slice(text.length - max + 1)}`;
}
