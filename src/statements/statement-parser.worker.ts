/**
 * The thread that reads statement text into figures (statement-parser.ts), started by
 * StatementParserService. Message in: ParseJob. Message out: WorkerReply<StatementAnalysis>.
 */
import { parentPort } from 'node:worker_threads';
import { parseStatement, StatementAnalysis } from './statement-parser';
import type { WorkerReply } from './worker-pool';

export interface ParseJob {
  text: string;
  providers: string[];
  /** The text came from OCR. */
  isOcr: boolean;
}

parentPort?.on('message', (job: ParseJob) => {
  let reply: WorkerReply<StatementAnalysis>;
  try {
    reply = { result: parseStatement(job.text, job.providers, { isOcr: job.isOcr }) };
  } catch (error) {
    reply = { error: { name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) } };
  }
  parentPort?.postMessage(reply);
});
