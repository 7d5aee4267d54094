import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';

/**
 * The anchors' status conventions in one place: create → 201 with `Location`, update (PUT) → 202,
 * unless a handler declares its own code.
 */
@Injectable()
export class ResponseConventionsInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const declared = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
    return next.handle().pipe(
      map((body: unknown) => {
        if (declared === undefined && request.method === 'PUT') void reply.status(HttpStatus.ACCEPTED);
        if (request.method === 'POST' && (declared ?? HttpStatus.CREATED) === HttpStatus.CREATED) {
          const id = (body as { id?: unknown } | null)?.id;
          if (typeof id === 'number') {
            const path = (request.originalUrl ?? request.url).split('?')[0].replace(/\/+$/, '');
            void reply.header('Location', `${path}/${id}`);
          }
        }
        return body;
      }),
    );
  }
}
