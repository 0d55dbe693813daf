#!/usr/bin/env node
// The comparison benchmark's floor (npm run bench): a bare Fastify server whose one route,
// POST /api/compare-providers, answers the very answer the product gave (read from a file),
// serialised with JSON.stringify on every request as a JSON reply is. Nothing else: no database,
// validation, rate limiting, logging or security headers. The product is measured against it
// in the same run, so the ratio holds on a slower or busier machine.
//   node bench/floor-server.js <port> <answer.json> <status> [compress]
// With "compress", answers over 1 KB are compressed (br, then gzip) by @fastify/compress with the
// product's threshold, for the comparison with compression.
const { readFileSync } = require('node:fs');
const Fastify = require('fastify');

async function main() {
  const [port, answerFile, status, compress] = process.argv.slice(2);
  const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
  const app = Fastify({ logger: false });
  if (compress === 'compress') await app.register(require('@fastify/compress'), { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  app.post('/api/compare-providers', (request, reply) => {
    reply.code(Number(status)).type('application/json; charset=utf-8').send(JSON.stringify(answer));
  });
  app.get('/api/health', () => ({ status: 'ok' }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  const stop = () => app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
