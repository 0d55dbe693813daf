import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client closed its connection before the answer was sent. */
class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection');
  }
}

/**
 * A signal that aborts (with ClientGoneError) when the client goes away before its answer is
 * sent. It listens on the response: on Node 20 the request's own 'close' event fires as soon as
 * its body has been read, not when the connection ends.
 */
function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = (): void => {
    if (!response.writableFinished) controller.abort(new ClientGoneError());
  };
  if (request.raw.socket?.destroyed) onClose();
  else response.once('close', onClose);
  return controller.signal;
}

/** Handler parameter: the AbortSignal of clientGoneSignal for this request. */
export const ClientGoneSignal = createParamDecorator((_data: unknown, context: ExecutionContext): AbortSignal => {
  const http = context.switchToHttp();
  return clientGoneSignal(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
});
