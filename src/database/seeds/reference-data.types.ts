import { EmailTemplate } from '../../mail/entities/email-template.entity';
import { Provider } from '../../providers/entities/provider.entity';
import { Terminal } from '../../providers/entities/terminal.entity';
import type { SUMMARY_TERM_FIELDS } from '../../domain/catalogue-rules/quality';

/**
 * A terminal as written in the seed data: every field of the entity except the ones the database
 * or the seed service owns (ids, status, score, timestamps, image). `status: 'inactive'` marks a
 * device that is kept for reference but not offered; otherwise the status follows the score.
 */
export type TerminalSeed = Omit<Terminal, 'id' | 'providerId' | 'provider' | 'status' | 'dataQualityScore' | 'imageUrl' | 'createdAt' | 'updatedAt'> & {
  status?: 'inactive';
};

/** The summary box's terms (and what the other monthly fees are): seeded only where a provider states them (absent: not stated). */
type SummaryTermField = (typeof SUMMARY_TERM_FIELDS)[number] | 'otherMonthlyFeesLabel';

/**
 * A provider as written in the seed data, with its terminals. The score and the live/draft status
 * are computed when seeding; the logo is uploaded later in the back-office.
 */
export type ProviderSeed = Omit<
  Provider,
  'id' | 'status' | 'dataQualityScore' | 'dataVersion' | 'logo' | 'terminals' | 'createdAt' | 'updatedAt' | SummaryTermField
> &
  Partial<Pick<Provider, SummaryTermField>> & {
    status?: 'inactive';
    terminals: TerminalSeed[];
  };

/** A built-in email template. */
export type EmailTemplateSeed = Pick<EmailTemplate, 'name' | 'subject' | 'content' | 'category' | 'type' | 'endpoint' | 'isActive'>;
