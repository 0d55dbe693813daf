import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { finalize } from 'rxjs/operators';
import { STATEMENT_MESSAGES } from './statement-messages';

/**
 * One statement analysis per client (request.ip, which honours TRUST_PROXY) at a time, from the
 * first byte of the upload to the answer: a second upload while the first is being read answers
 * 429. This caps what one client can hold (a 10 MB buffer, a place in the queues) however many
 * connections it opens; the throttler (RATE_LIMIT_PUBLIC) limits how often it may ask.
 */
@Injectable()
export class OneAnalysisPerClientInterceptor implements NestInterceptor {
  private readonly busy = new Set<string>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const client = context.switchToHttp().getRequest<FastifyRequest>().ip;
    if (this.busy.has(client)) throw new HttpException(STATEMENT_MESSAGES.oneAtATime, HttpStatus.TOO_MANY_REQUESTS);
    this.busy.add(client);
    return next.handle().pipe(finalize(() => this.busy.delete(client)));
  }
}
