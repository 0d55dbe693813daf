import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * The cap on automated email (templates of type 'automated' sent by the product itself, not by a
 * member of staff): one address receives at most this many in any hour, all automated templates
 * counted together (today the quote emails of a new lead and Save Progress). It keeps anyone from
 * flooding a stranger's inbox through the public calls, whose per-IP limit alone would allow it.
 */
export const AUTOMATED_EMAILS_PER_ADDRESS_PER_HOUR = 10;
export const AUTOMATED_EMAIL_WINDOW_MS = 60 * 60_000;
export const AUTOMATED_TEMPLATE_TYPE = 'automated';

/** Thrown by MailService.queueTemplate past the cap; nothing was stored. Carries no address. */
export class AutomatedEmailLimitReached extends HttpException {
  constructor() {
    super('Too many automated emails to this address in the last hour', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Automated mail is addressed, and counted, in lower case: both engines then compare alike. */
export function automatedRecipient(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Runs work for one key at a time, in call order (this process serves the product alone): the
 * count of recent emails and the insert that follows it cannot interleave with another request to
 * the same address.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
