import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

/** accept: 250; refuse: 451 at RCPT TO; hang: read the message, never answer (like a server that dies mid-DATA). */
export type SinkMode = 'accept' | 'refuse' | 'hang';

/** A delivered message and the name the sending client gave in EHLO (nodemailer's `name`). */
export type ReceivedMail = ParsedMail & { client: string };

export interface SmtpSink {
  url: string;
  /** Only messages the sink acknowledged with 250: what a real server would have delivered. */
  received: ReceivedMail[];
  mode: SinkMode;
  events: EventEmitter<{ accepted: [ReceivedMail]; refused: []; hanging: [client: string] }>;
  countByMessageId(messageId: string): number;
  /** Resolves at the next such event, or rejects after timeoutMs. */
  next(event: 'accepted' | 'refused' | 'hanging', timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (or on `port`, to come back where a stopped one was,
 * as `npm run chaos` does), for tests: no TLS, no auth.
 */
export async function startSmtpSink(mode: SinkMode = 'accept', port = 0): Promise<SmtpSink> {
  const events = new EventEmitter<{
    accepted: [ReceivedMail];
    refused: [];
    hanging: [client: string];
  }>();
  const hanging: ((err: Error) => void)[] = [];
  const sink = {} as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(_address, _session, callback) {
      if (sink.mode !== 'refuse') return callback();
      events.emit('refused');
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.mode === 'hang') {
          hanging.push(callback);
          events.emit('hanging', session.hostNameAppearsAs);
          return;
        }
        const mail = { ...parseMail(Buffer.concat(chunks)), client: session.hostNameAppearsAs };
        sink.received.push(mail);
        callback();
        events.emit('accepted', mail);
      });
    },
  });
  server.on('error', () => {}); // a client killed mid-session is expected here
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  Object.assign(sink, {
    url: `smtp://127.0.0.1:${address.port}/?ignoreTLS=true`,
    received: [],
    mode,
    events,
    countByMessageId: (id: string) => sink.received.filter((m) => m.messageId === id).length,
    async next(event: 'accepted' | 'refused' | 'hanging', timeoutMs = 15_000) {
      await once(events, event, { signal: AbortSignal.timeout(timeoutMs) });
    },
    async close() {
      for (const callback of hanging.splice(0)) callback(new Error('shutting down'));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return sink;
}
