import type { MailLogger } from '@/server/services/mail/deliver-email';

/** A MailLogger that keeps every entry as a JSON line, to assert what logs may (not) contain. */
export function recordingLogger(): { logger: MailLogger; lines: string[] } {
  const lines: string[] = [];
  const make = (bindings: Record<string, unknown>): MailLogger => {
    const write = (level: string) => (obj: object, msg?: string) =>
      void lines.push(JSON.stringify({ level, ...bindings, ...obj, msg }));
    return {
      info: write('info'),
      warn: write('warn'),
      error: write('error'),
      child: (more) => make({ ...bindings, ...more }),
    };
  };
  return { logger: make({}), lines };
}
