import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../errors/database-unavailable';
import { SpaFallback } from '../../web/spa-fallback';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  [extra: string]: unknown;
}

/** Seconds a client is asked to wait (Retry-After) when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * One JSON error shape for every failure: {statusCode, message, error}. Unknown routes outside
 * /api are handed to the front ends (history fallback); the database being unreachable is a 503
 * with Retry-After (clients retry; the pool reconnects by itself once it is back); a 5xx the code
 * threw on purpose is logged as a one-line warning; other unexpected errors are logged with their
 * stack and answered as a plain 500 without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly spa: SpaFallback) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode === 404 && isRouteNotFound(exception) && (await this.spa.serve(request, reply))) return;
    if (body.statusCode === 503 && isDatabaseUnavailable(exception)) {
      // One line per failed request, without the stack: an outage would otherwise flood the logs.
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500 && exception instanceof HttpException) {
      // A 5xx the code chose to answer (e.g. 503 busy: statement reading at capacity, an email not
      // queued): one warning line, no stack; the request id in the log line ties it to its request.
      this.logger.warn(`${body.statusCode} answered: ${exception.message}`);
    } else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!reply.sent) await reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}

function isRouteNotFound(exception: unknown): boolean {
  return exception instanceof HttpException && /^Cannot (GET|HEAD) /.test(exception.message);
}

const MALFORMED_JSON = /^Body is not valid JSON|in JSON at position|Unexpected (token|end of JSON)|Expected .* JSON/;

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException && exception.getStatus() === 400 && MALFORMED_JSON.test(exception.message)) {
    return { statusCode: 400, message: 'Malformed JSON in request body', error: 'Bad Request' };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response, error: REASONS[statusCode] ?? 'Error' };
    const r = response as Record<string, unknown>;
    return {
      ...r,
      statusCode,
      message: (r.message as string | string[]) ?? exception.message,
      error: typeof r.error === 'string' ? r.error : (REASONS[statusCode] ?? 'Error'),
    };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    let message = fastifyError.message ?? REASONS[statusCode] ?? 'Bad Request';
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || MALFORMED_JSON.test(message)) message = 'Malformed JSON in request body';
    if (statusCode === 413) message = 'Request body is too large';
    return { statusCode, message, error: REASONS[statusCode] ?? 'Bad Request' };
  }
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', error: 'Internal Server Error' };
}
