import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type LevelMethod = (...args: unknown[]) => void;

/**
 * Stands in for the pino child Fastify makes for every request (it binds the request id). At the
 * usual levels most requests write no line, so the child is made on the first line written.
 */
export class RequestLogger {
  private made: Logger | null = null;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    return (this.made ??= this.parent.child(this.childBindings, this.options));
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }

  bindings(): Bindings {
    return this.real.bindings();
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    const real = this.real;
    (real[level] as LevelMethod).apply(real, args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy stand-in, unless the route asks for a level of its own. */
export function requestLoggerFactory(parent: Logger, bindings: Bindings, options: ChildLoggerOptions): Logger {
  if (options.level || options.serializers) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings, options) as unknown as Logger;
}

/**
 * One `request completed` line per request instead of Fastify's two (incoming, completed), written
 * where Fastify writes its own rather than from an onResponse hook. Fastify's other per-request
 * lines stay off, as `disableRequestLogging` (deprecated as a top-level option) had them.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly logger: Logger) {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.logger.isLevelEnabled('info')) return;
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
  }
}
