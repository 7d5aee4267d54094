import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ApiError, DomainError, ValidationError } from './errors';

interface ErrorResponse {
  status: number;
  body: unknown;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_TEXT_REPRESENTATION = '22P02';
const NUMERIC_OUT_OF_RANGE = '22003';

function fromPostgres(error: QueryFailedError): ErrorResponse | null {
  const code = (error.driverError as { code?: string } | undefined)?.code;
  if (code === UNIQUE_VIOLATION) return { status: 409, body: { message: 'A record with the same unique value already exists' } };
  if (code === FOREIGN_KEY_VIOLATION) return { status: 409, body: { message: 'The record is referenced by, or refers to, another record' } };
  if (code === INVALID_TEXT_REPRESENTATION || code === NUMERIC_OUT_OF_RANGE) {
    return { status: 400, body: [{ propertyName: '', errorMessage: 'A value is out of range or malformed', severity: 'error' }] };
  }
  return null;
}

/** Fastify's body-parser failures, whether they arrive raw or wrapped by Nest as a 400. */
function isMalformedJson(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string; status?: number; statusCode?: number } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  if (candidate.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || candidate.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return true;
  const status = candidate.statusCode ?? (error instanceof HttpException ? error.getStatus() : undefined);
  return (error instanceof SyntaxError || status === 400) && /not valid JSON|Unexpected (token|end of JSON)|JSON at position/i.test(candidate.message ?? '');
}

/** Maps every error to the anchors' status codes and bodies; only the unexpected become 500. */
export function toErrorResponse(error: unknown): ErrorResponse | null {
  if (isMalformedJson(error)) {
    return {
      status: 400,
      body: {
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { $: [`The request body is not valid JSON: ${(error as Error).message}`] },
      },
    };
  }
  if (error instanceof ValidationError) return { status: 400, body: error.failures };
  if (error instanceof ApiError) {
    return { status: error.status, body: error.content === undefined ? { message: error.message } : { message: error.message, content: error.content } };
  }
  if (error instanceof DomainError) return { status: error.status, body: { message: error.message } };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? error.message);
    return { status, body: status === 404 && message === 'Cannot GET' ? '' : { message: Array.isArray(message) ? message.join('; ') : String(message) } };
  }
  if (error instanceof QueryFailedError) return fromPostgres(error);
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { status: fastifyError.statusCode, body: { message: fastifyError.message ?? 'Bad request' } };
  }
  return null;
}

@Catch()
export class AnchorExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const mapped = toErrorResponse(error);
    if (mapped) {
      void reply.status(mapped.status).send(mapped.body);
      return;
    }
    const err = error instanceof Error ? error : new Error(String(error));
    this.logger.error(`${request.method} ${request.url} failed: ${err.message}`, err.stack);
    void reply.status(500).send({ message: err.message, description: err.stack ?? err.message });
  }
}
