import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { setupSwagger } from './swagger';
import { STATEMENT_MAX_BYTES } from './statements/statement-messages';
import { ADMIN_DIST, WIZARD_DIST } from './web/spa-fallback';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload anywhere (a statement); each route checks its own limit. */
export const UPLOAD_LIMIT = STATEMENT_MAX_BYTES;

/** Builds the whole application (API, Swagger and both front ends) for main.ts, tests and tools. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // The client address (per-IP limits) comes from X-Forwarded-For only behind configured proxies:
  // otherwise anyone could pick their own address with that header.
  const adapter = new FastifyAdapter({ bodyLimit: JSON_BODY_LIMIT, trustProxy: config.trustProxyHops > 0 ? config.trustProxyHops : false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10 } });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ['*'],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  app.enableCors({
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['Content-Range'],
  });
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, transformOptions: { enableImplicitConversion: false } }),
  );
  if (existsSync(WIZARD_DIST)) {
    await app.register(fastifyStatic, { root: WIZARD_DIST, prefix: '/', index: false, wildcard: false, decorateReply: false });
  }
  if (existsSync(ADMIN_DIST)) {
    await app.register(fastifyStatic, { root: ADMIN_DIST, prefix: '/crm/', index: false, wildcard: false, decorateReply: false });
  }
  setupSwagger(app);
  return app;
}
