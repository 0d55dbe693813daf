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
  return SwaggerModule.createDocument(app, config);
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
