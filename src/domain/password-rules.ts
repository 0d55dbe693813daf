/**
 * The rule of a back-office password (pure: the server's user fields validate with it and the
 * back-office's set-password screen checks it before sending).
 */
export const PASSWORD_RULES = { minLength: 8, maxLength: 200 } as const;

export const PASSWORD_TOO_SHORT = `password must be at least ${PASSWORD_RULES.minLength} characters`;
export const PASSWORD_TOO_LONG = `password must be shorter than or equal to ${PASSWORD_RULES.maxLength} characters`;

/** What is wrong with a new password, or null when it passes the rule. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_TOO_LONG;
  return null;
}
