import { Injectable } from '@nestjs/common';

/**
 * The time as the server sees it. Services that judge time (session idle and expiry, clean-up
 * jobs, sign-in windows) ask this instead of `new Date()`, so tests can move time.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
