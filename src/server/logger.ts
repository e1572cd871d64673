import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializeError } from '@/server/lib/safe-error';

/**
 * Request logs without personal data: no query strings (status checks carry an email),
 * no bodies, and authorization/cookie headers redacted should anything log headers. Errors
 * lose their query parameters and any value a database message quotes (lib/safe-error.ts).
 */
export function loggerOptions(level: string, pretty = false): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    // Readable lines for a person at a terminal (pino-pretty in a worker thread); JSON otherwise.
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        // Should anything log a query's values beside an error, not through the serializer.
        'params',
        'parameters',
        '*.params',
        '*.parameters',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      error: (value: unknown) => (value instanceof Error ? serializeError(value) : value),
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
    },
  };
}

/** Pretty logs and the start banner: LOG_FORMAT decides, else whether stdout is a terminal. */
export const wantsPrettyLogs = (
  format: 'json' | 'pretty' | undefined,
  isTerminal = Boolean(process.stdout.isTTY),
) => (format ? format === 'pretty' : isTerminal);

/** An answer slower than this is logged at info (with its time), whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request lines, quieter: by default it logs two lines per request at info, the
 * level production runs at, and writing them was a large share of each request's time
 * (docs/decisions/0021-server-throughput.md). Here, at info, only answers that failed on our side (5xx) or were slow, one line each with
 * the method, path, status and time; at debug, every request as before. Refused requests (4xx
 * from a framework check or a rate limit) are still logged by the error handler (plugins/errors.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (reply.statusCode >= 500 || reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.info(entry, 'request completed');
    else reply.log.debug(entry, 'request completed');
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * `request.log` without making a pino child logger for every request: the child (which carries
 * the request id) is made the first time something is logged at an enabled level, which at info
 * is only a failure or a slow answer (RequestLog above). Making it eagerly, with its bindings
 * serialized, was a tenth of the CPU time of `/api/health` (docs/decisions/0021-server-throughput.md).
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware & { isLevelEnabled: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}

  private logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: Level, args: unknown[]) {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, unless the route sets a level of its own. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as LevelAware;
  if (options.level || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new LazyRequestLogger(
    parent as LevelAware & { isLevelEnabled: (level: string) => boolean },
    bindings,
    options,
  );
}
