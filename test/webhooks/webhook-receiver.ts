import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** One POST as the receiver got it: the raw body (what the signature covers) and the headers. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: a status and a body. */
export interface HookAnswer {
  status: number;
  body?: string;
  /** Wait this long before answering (a partner's system that hangs). */
  delayMs?: number;
}

/**
 * A partner's webhook receiver for e2e tests (127.0.0.1, random port). It records every request
 * and answers from `answers` in order (each used once), then `fallback`.
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  answers: HookAnswer[] = [];
  fallback: HookAnswer = { status: 200, body: '{"ok":true}' };

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    let instance: WebhookReceiver | null = null;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        instance!.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const answer = instance!.answers.shift() ?? instance!.fallback;
        const respond = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'text/plain' });
          res.end(answer.body ?? '');
        };
        if (answer.delayMs) setTimeout(respond, answer.delayMs).unref();
        else respond();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    instance = new WebhookReceiver(server, (server.address() as AddressInfo).port);
    return instance;
  }

  /** The receiver's URL by IP address (`host` 'localhost' names it instead, for the after-DNS check). */
  url(host = '127.0.0.1'): string {
    return `http://${host}:${this.port}/hooks/leads`;
  }

  /** Waits until `count` requests have arrived (the first attempt runs after the lead's commit, in the background). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedHook[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} webhook request(s), got ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
