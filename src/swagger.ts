import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from './common/decorators/auth.decorator';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Merchant Compare API')
    .setDescription(
      'Public comparison calls (no sign-in) and the back-office (CRM) API. Sign in with POST /api/auth/login: the answer sets an httpOnly cookie; API consumers may send the same JWT as Authorization: Bearer. Lists follow react-admin simple-rest: sort, range and filter query parameters and a Content-Range header.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addBearerAuth()
    .build();
  return withFrameworkAnswers(SwaggerModule.createDocument(app, config));
}

/** Fastify's longest path parameter (its default): a longer one is answered 414 before any route runs. */
const MAX_PARAM_LENGTH = 100;

/**
 * Answers every route may give before its own code runs, listed where they apply (kept when an
 * operation already describes them): a body that is not JSON (or not an object) is 400, one over
 * the body limit is 413, an
 * X-Session-Id that is not a UUID is 400, a wrong query parameter (a list's sort, range or filter)
 * is 400, a numeric path id that is not a whole number is 400, and
 * a path parameter longer than Fastify allows is 414, and any route may answer 503 with
 * Retry-After while the database is unreachable.
 */
function withFrameworkAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as Array<{ in?: string; name?: string; schema?: { type?: string } }>;
      const responses = operation.responses;
      if (operation.requestBody && !responses['400']) responses['400'] = { description: 'The body is not JSON, or a field is invalid' };
      if (operation.requestBody && !responses['413']) responses['413'] = { description: 'The body is larger than the server takes' };
      if (parameters.some((p) => p.in === 'header' && p.name?.toLowerCase() === 'x-session-id') && !responses['400']) {
        responses['400'] = { description: 'The session id is not a UUID' };
      }
      if (parameters.some((p) => p.in === 'query') && !responses['400'])
        responses['400'] = { description: 'A query parameter is invalid (named): a wrong sort, range or filter' };
      if (parameters.some((p) => p.in === 'path' && (p.schema?.type === 'number' || p.schema?.type === 'integer')) && !responses['400']) {
        responses['400'] = { description: 'A numeric id in the path is not a whole number' };
      }
      if (parameters.some((p) => p.in === 'path') && !responses['414']) {
        responses['414'] = { description: `A path parameter longer than ${MAX_PARAM_LENGTH} characters` };
      }
      if (!responses['503']) {
        responses['503'] = {
          description: 'The database is unreachable for the moment: retry after the Retry-After seconds',
          headers: { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } },
        };
      }
    }
  }
  return document;
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
