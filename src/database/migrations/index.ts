import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { EmailsRecipientIndex1764000000000 } from './1764000000000-emails-recipient-index';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1763800000000, EmailsRecipientIndex1764000000000];
