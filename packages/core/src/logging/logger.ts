import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/env';

export const PINO_LOGGER = Symbol('PINO_LOGGER');
export type { Logger as PinoLogger } from 'pino';

/** Structured JSON logs; the request id comes from Fastify's per-request child logger. */
export function createLogger(name: string, level: LogLevel): Logger {
  return pino({ level, base: { app: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Nest's own messages (module wiring, errors from filters) go to the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }

  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

/** The anchors' host-config log levels mapped onto pino's. */
export function pinoLevelFor(anchorLevel: string): LogLevel {
  switch (anchorLevel.toLowerCase()) {
    case 'trace':
      return 'trace';
    case 'debug':
      return 'debug';
    case 'warn':
      return 'warn';
    case 'error':
      return 'error';
    case 'fatal':
      return 'fatal';
    case 'off':
    case 'silent':
      return 'silent';
    default:
      return 'info';
  }
}
