import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/env';
import { setupSwagger } from './swagger';
import { STATEMENT_MAX_BYTES } from './statements/statement-messages';
import { Metrics } from './metrics/metrics';
import { ResponseTimes } from './system/response-times';
import { UPLOADED_FILE_PATH } from './uploads/image-names';
import { cacheHashedAssets, COMPRESS_ENCODINGS, COMPRESS_THRESHOLD_BYTES } from './web/compression';
import { framingHeaders } from './web/framing';
import { BUILT_WEB_DIST, PRERENDERED_FOLDER, WebDist } from './web/spa-fallback';
import { BACK_OFFICE_BASE } from './domain/back-office-paths';
import { TOTAL_MORE_THAN_HEADER } from './common/list-query/list-query';
import { ViewsOnlyInterceptor } from './common/interceptors/views-only.interceptor';
import { RequestValidationPipe } from './common/pipes/request-validation.pipe';
import { REQUEST_ID_HEADER, requestIdGenerator } from './common/request-id';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload anywhere (a statement); each route checks its own limit. */
export const UPLOAD_LIMIT = STATEMENT_MAX_BYTES;

export interface CreateAppOptions {
  /** Where the built front ends are; tests point it at fixtures. */
  web?: WebDist;
  /** Where the logs go instead of stdout; tests read them. */
  logDestination?: DestinationStream;
}

/** Builds the whole application (API, Swagger and both front ends) for main.ts, tests and tools. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const web = options.web ?? BUILT_WEB_DIST;
  // The client address (per-IP limits) comes from X-Forwarded-For only behind configured proxies:
  // otherwise anyone could pick their own address with that header.
  const trustsProxy = config.trustProxyHops > 0;
  // Every request gets an id (reused from a trusted proxy's X-Request-Id): pino-http logs each line
  // of the request with it, and the answer carries it back in X-Request-Id.
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustsProxy ? config.trustProxyHops : false,
    requestIdHeader: false,
    genReqId: requestIdGenerator(trustsProxy),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, web, options.logDestination), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // No enableShutdownHooks: main.ts handles SIGTERM itself (drains HTTP before closing the modules, exits 0).
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  // Answers over 1 KB in a compressible type (JSON, HTML, CSV, JS, CSS, SVG; not PDFs or images)
  // go out as br or gzip to clients that accept it. Registered before every route, as it attaches
  // to the routes declared after it. Request bodies are not decompressed (none is sent compressed).
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: [...COMPRESS_ENCODINGS], globalDecompression: false });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10 } });
  // Content-Security-Policy and X-Frame-Options depend on the path (only the wizard may be
  // framed): set on every answer, whichever part of the app sent it, by web/framing.ts.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, frameguard: false, crossOriginEmbedderPolicy: false });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      reply.headers(framingHeaders(request.url));
      done(null, payload);
    });
  // Prometheus' request metrics: every answer, labelled by its route's template (never the URL).
  const metrics = app.get(Metrics);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
      done();
    });
  // The system stats' average response time: every API answer's time, as Fastify measured it.
  const responseTimes = app.get(ResponseTimes);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      if (request.url.startsWith('/api/')) responseTimes.record(reply.elapsedTime);
      done();
    });
  app.enableCors({
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: ['Content-Range', TOTAL_MORE_THAN_HEADER, REQUEST_ID_HEADER],
  });
  app.useGlobalPipes(new RequestValidationPipe());
  // Tests check that no answer is an entity (ViewsOnlyInterceptor); production does not walk answers.
  if (config.nodeEnv === 'test') app.useGlobalInterceptors(new ViewsOnlyInterceptor());
  if (existsSync(web.wizard)) {
    await app.register(fastifyStatic, {
      root: web.wizard,
      prefix: '/',
      index: false,
      wildcard: false,
      decorateReply: false,
      setHeaders: cacheHashedAssets(web.wizard),
      // The builds leave a .br and .gz beside each file over 1 KB: sent as they are when the client accepts them.
      preCompressed: true,
      // The prerendered pages are answered at their routes (SpaFallback), not under their file names.
      globIgnore: [`${PRERENDERED_FOLDER}/**`],
    });
  }
  if (existsSync(web.admin)) {
    await app.register(fastifyStatic, {
      root: web.admin,
      prefix: `${BACK_OFFICE_BASE}/`,
      index: false,
      wildcard: false,
      decorateReply: false,
      setHeaders: cacheHashedAssets(web.admin),
      preCompressed: true,
    });
  }
  // Uploaded logos and terminal images. Every name is generated once and never reused, so a file
  // never changes: cached for a year as immutable. Only generated names are served (no listing,
  // no dotfiles, nothing else that might sit in the folder); a missing one answers 404 JSON.
  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    dotfiles: 'deny',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => UPLOADED_FILE_PATH.test(pathName),
  });
  setupSwagger(app);
  return app;
}
