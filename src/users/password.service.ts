import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$J6KkBYs0qmtCE9qXoOhV1g1SDk0s4Cm9XztHM6xNQEY';

/**
 * The stored hash of a user who has not set a password yet (invited): no password matches it, and
 * such a user shows as invitation pending.
 */
export const NO_PASSWORD = '';

/** argon2id hashing; the one place passwords are hashed or checked. */
@Injectable()
export class PasswordService {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    // No password set yet: spend the time of a real check, so an invited user is not told apart.
    if (hash === NO_PASSWORD) return this.burn(password);
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown email is not told apart by timing. */
  async burn(password: string): Promise<false> {
    await this.verify(DUMMY_HASH, password);
    return false;
  }
}
