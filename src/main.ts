import { loadProcessConfig } from './config/process-config';
import { createApp } from './app';
import { SchemaNotCurrentError } from './database/bootstrap.service';
import { HealthService } from './health/health.service';
import { JobRuns } from './jobs/job-runs.service';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** However a shutdown goes, the process is gone this long after SIGTERM (orchestrators kill at ~10 s anyway). */
export const SHUTDOWN_DEADLINE_MS = 9_500;
/** While draining, connections whose request has been answered are closed this often (keep-alive would hold them). */
const IDLE_SWEEP_MS = 100;

async function main(): Promise<void> {
  const config = loadProcessConfig();
  const app = await createApp(config);
  try {
    await app.listen({ port: config.port, host: '0.0.0.0' });
  } catch (error) {
    // A production instance on a database that `npm run migrate` has not brought up to date.
    if (error instanceof SchemaNotCurrentError) {
      process.stderr.write(`Refusing to start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Stopping (SIGTERM from the orchestrator, SIGINT from a terminal): stop taking connections, let
  // the requests and job runs under way finish, then close the modules (database and Redis last).
  let isStopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (isStopping) return;
    isStopping = true;
    process.stdout.write(`${signal} received: finishing the requests and jobs under way\n`);
    setTimeout(() => {
      process.stderr.write(`Shutdown took over ${SHUTDOWN_DEADLINE_MS} ms: exiting without waiting further\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Readiness fails at once; the instance goes on serving for SHUTDOWN_DELAY_SECONDS, until the
    // proxy's health checks have taken it out of rotation. Closing the listener while the proxy still
    // sends here would reset the connections it has just opened, with their requests in them.
    app.get(HealthService).markStopping();
    setTimeout(() => drain(app), config.shutdownDelaySeconds * 1000);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdout.write(`Merchant Compare is listening on http://localhost:${config.port} (API docs: /api/docs, back-office: /crm)\n`);
}

/** Stops taking connections, lets the requests and job runs under way finish, closes the modules and exits. */
function drain(app: NestFastifyApplication): void {
  const server = app.getHttpServer();
  // A kept-alive connection whose request is answered would hold the server open until its keep-alive ends.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  // HTTP first: Nest's close would shut the modules (worker pools, mail) before the server, under requests still running.
  app
    .getHttpAdapter()
    .close()
    .then(() => clearInterval(sweep))
    .then(() => app.get(JobRuns).drain())
    .then(() => app.close())
    .then(() => {
      process.stdout.write('Shut down: requests and jobs finished, database and Redis closed\n');
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}

void main();
