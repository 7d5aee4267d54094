import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The anchors' status conventions in one place, as a Fastify hook rather than a Nest interceptor
 * (an interceptor puts every request through RxJS): a PUT answered 200 becomes 202 Accepted, and a
 * POST answered 201 Created gets a `Location` naming the new resource (unless the handler set one).
 */
export function applyResponseConventions(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (request.method === 'PUT' && reply.statusCode === 200) {
    void reply.code(202);
  } else if (request.method === 'POST' && reply.statusCode === 201) {
    const id = (payload as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && !reply.hasHeader('Location')) {
      const path = (request.originalUrl ?? request.url).split('?')[0].replace(/\/+$/, '');
      void reply.header('Location', `${path}/${id}`);
    }
  }
  done(null, payload);
}
