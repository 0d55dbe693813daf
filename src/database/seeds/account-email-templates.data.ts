import { EmailTemplateSeed } from './reference-data.types';

/** The placeholders of the account emails (filled by src/users/account-links.service.ts; the link is sealed until sent). */
export const ACCOUNT_EMAIL_PLACEHOLDERS = ['userName', 'setPasswordLink'] as const;

/**
 * The emails that carry a back-office user's set-password link. Not in EMAIL_TEMPLATE_SEEDS: they
 * are inserted by migration 1765400000000 (UserTokens), which every database runs exactly once.
 * {{companyName}} and the other company values are filled by the mail module.
 */
export const USER_INVITATION_TEMPLATE: EmailTemplateSeed = {
  name: 'user-invitation',
  subject: 'You have been invited to the {{companyName}} back-office',
  category: 'automated',
  type: 'automated',
  endpoint: 'Sent by the server when an admin creates a back-office user without a password, or resends the invitation',
  isActive: true,
  content: `Hi {{userName}},

An account has been created for you in the {{companyName}} back-office. Use this link to set your password:

{{setPasswordLink}}

The link works once and expires after 72 hours. If it has expired, ask an administrator to send a new invitation.

{{companyName}}`,
};

export const PASSWORD_RESET_TEMPLATE: EmailTemplateSeed = {
  name: 'password-reset',
  subject: 'Reset your {{companyName}} back-office password',
  category: 'automated',
  type: 'automated',
  endpoint: "Sent by the server when someone asks for a password reset on the back-office's sign-in page",
  isActive: true,
  content: `Hi {{userName}},

We received a request to reset the password of your {{companyName}} back-office account. Use this link to choose a new password:

{{setPasswordLink}}

The link works once and expires after one hour. Setting a new password signs you out everywhere.

If you did not ask for this, you can ignore this email: your password stays as it is.

{{companyName}}`,
};
