import { applyDecorators, BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { isUuid, SESSION_HEADER } from './visitor-session';

export const SESSION_MESSAGES = {
  notUuid: 'sessionId must be a UUID',
  conflict: "X-Session-Id and the body's sessionId differ",
  required: 'sessionId is required',
} as const;

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * The visitor's session id of a request: the `X-Session-Id` header, else the JSON body's
 * `sessionId`; undefined when neither is given (the service then answers 404 for an existing
 * profile). A value that is not a UUID, or a header and body that disagree, answer 400.
 */
export function visitorSessionOf(request: RequestLike): string | undefined {
  const header = request.headers[SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const body = request.body;
  const fromBody = typeof body === 'object' && body !== null && !Buffer.isBuffer(body) ? (body as Record<string, unknown>).sessionId : undefined;
  for (const value of [fromHeader, fromBody]) {
    if (value !== undefined && value !== null && value !== '' && !isUuid(value)) throw new BadRequestException([SESSION_MESSAGES.notUuid]);
  }
  const headerId = isUuid(fromHeader) ? fromHeader : undefined;
  const bodyId = isUuid(fromBody) ? fromBody : undefined;
  if (headerId && bodyId && headerId.toLowerCase() !== bodyId.toLowerCase()) throw new BadRequestException([SESSION_MESSAGES.conflict]);
  return headerId ?? bodyId;
}

/** The visitor's session id (see visitorSessionOf) as a route parameter. */
export const VisitorSession = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined =>
  visitorSessionOf(ctx.switchToHttp().getRequest<RequestLike>()),
);

/** Swagger: the route needs the owner's session id. */
export function ApiVisitorSession(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'X-Session-Id',
      required: false,
      description: "The session id (UUID) that created the business profile; a JSON body's sessionId is accepted instead. Missing or another session's: 404.",
    }),
  );
}
