import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORT_LIMITS, ZSupportMessageRequest } from '@/domain/schemas/support-message';
import { ANSWER_EXCERPT, chatTranscript, type TranscriptLine } from './transcript';

const labels = { visitor: 'You', assistant: 'Assistant' };

describe('chatTranscript', () => {
  it('writes who said what, the visitor whole and the answers shortened', () => {
    const long = 'x'.repeat(ANSWER_EXCERPT + 50);
    const text = chatTranscript(
      [
        { fromVisitor: false, text: 'Hello!\nHow can I help?' },
        { fromVisitor: true, text: 'Can I change my passport number?' },
        { fromVisitor: false, text: long },
      ],
      labels,
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Assistant: Hello! How can I help?');
    expect(lines[1]).toBe('You: Can I change my passport number?');
    expect(lines[2]).toHaveLength('Assistant: '.length + ANSWER_EXCERPT);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('drops the bidi isolates the answers carry for display, which a message may not hold', () => {
    const text = chatTranscript(
      [{ fromVisitor: false, text: 'Write to \u2066support@example.com\u2069 now' }],
      labels,
    );
    expect(text).toBe('Assistant: Write to support@example.com now');
    expect(ZSupportMessageRequest.shape.message.safeParse(text).success).toBe(true);
  });

  it('never exceeds the message limit and keeps the latest lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            fromVisitor: fc.boolean(),
            text: fc.string({ minLength: 1, maxLength: 3000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (lines: TranscriptLine[]) => {
          const text = chatTranscript(lines, labels);
          expect(text.length).toBeLessThanOrEqual(SUPPORT_LIMITS.message);
          const last = lines.at(-1)!;
          const lastLine = last.fromVisitor ? last.text.trim() : '';
          // The last thing the visitor said is there (its end, when it alone is too long).
          if (lastLine) expect(text.endsWith(lastLine.slice(-100))).toBe(true);
        },
      ),
    );
  });
});
