import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * A local SMTP server for e2e tests (127.0.0.1, random port, no TLS, no auth). `rejectNext`
 * messages are refused with a temporary 451 error before any is accepted.
 */
export class SmtpTestServer {
  readonly messages: ReceivedMail[] = [];
  rejectNext = 0;
  rejected = 0;

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpTestServer> {
    let instance: SmtpTestServer | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (!instance) return callback(new Error('not ready'));
          if (instance.rejectNext > 0) {
            instance.rejectNext -= 1;
            instance.rejected += 1;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          instance.messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMessage(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.server.address() as AddressInfo;
    instance = new SmtpTestServer(server, address.port);
    return instance;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until at least `count` messages arrived (or fails after timeoutMs). */
  async waitForMessages(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    await waitFor(() => this.messages.length >= count, timeoutMs, `${count} message(s) on the SMTP test server (got ${this.messages.length})`);
    return this.messages;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls `condition` every 25 ms until it holds. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Just enough MIME for the messages nodemailer writes: a single part or multipart/alternative. */
export function parseMessage(raw: string): Omit<ReceivedMail, 'raw' | 'envelopeTo'> {
  const { headers, body } = splitHeaders(raw);
  const subject = decodeEncodedWords(headers.subject ?? '');
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const decoded = decodeBody(headers, body);
    return { headers, subject, text: type.startsWith('text/html') ? '' : decoded, html: type.startsWith('text/html') ? decoded : null };
  }
  let text = '';
  let html: string | null = null;
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
    const partType = part.headers['content-type'] ?? 'text/plain';
    const decoded = decodeBody(part.headers, part.body.replace(/\r?\n$/, ''));
    if (partType.startsWith('text/html')) html = decoded;
    else if (partType.startsWith('text/plain')) text = decoded;
  }
  return { headers, subject, text, html };
}
