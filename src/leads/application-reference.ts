import { randomInt } from 'node:crypto';

/**
 * The application reference shown on the confirmation screen and in emails (pure). It names an
 * application for the applicant and staff and grants nothing: it is not the profile id, and no
 * public call accepts it. 'MC-' and 8 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L): 31^8, about 8.5 x 10^11 references, each drawn from a secure random source.
 */
export const APPLICATION_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const APPLICATION_REFERENCE_FORMAT = /^MC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

export function newApplicationReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += APPLICATION_REFERENCE_ALPHABET[randomInt(APPLICATION_REFERENCE_ALPHABET.length)];
  return `MC-${code}`;
}
