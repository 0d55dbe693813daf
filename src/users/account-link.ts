/**
 * How long an emailed account link works: an invitation 72 hours, a password reset link one hour.
 * Its token is a single-use secret (common/secrets/single-use-secret.ts): user_tokens keeps only
 * its SHA-256.
 */
export const INVITATION_TTL_MS = 72 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;
