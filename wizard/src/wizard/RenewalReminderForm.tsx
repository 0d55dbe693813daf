import { useId, useState, type FormEvent } from 'react';
import {
  RENEWAL_DATE_MAX_YEARS_AHEAD,
  RENEWAL_REMINDER_CONSENT,
  RENEWAL_REMINDER_MESSAGES,
  RENEWAL_REMINDER_WEEKS_BEFORE,
  formatIsoDate,
  renewalDateProblem,
  ukIsoDate,
} from '@domain/renewal-reminders';
import { formatUkDate } from '@domain/uk-time';
import { createRenewalReminder } from '../api/wizardApi';
import type { RenewalReminderSet } from '../api/types';
import { isEmailFormat } from './validation';

export interface RenewalReminderTarget {
  profileId: string | null;
  sessionId: string;
  /** The wizard state the reminder's link reopens at the results. */
  snapshot: Record<string, unknown>;
}

/** What the form sends: the address (when the form asks for one) and the end date, the consent given. */
export type RenewalReminderSender = (reminder: { email: string; contractEndDate: string }) => Promise<RenewalReminderSet>;

/** The problem of the form, checked with the same rules as the server, or null. */
function formProblem(email: string | null, endDate: string, hasConsent: boolean): string | null {
  if (email !== null && !isEmailFormat(email.trim())) return RENEWAL_REMINDER_MESSAGES.emailInvalid;
  const dateProblem = renewalDateProblem(endDate, new Date());
  if (dateProblem) return dateProblem;
  return hasConsent ? null : RENEWAL_REMINDER_MESSAGES.consentRequired;
}

function ReminderSet({ reminder }: { reminder: RenewalReminderSet }) {
  return (
    <p className="renewal-reminder__done" role="status">
      Reminder set. We will email you a fresh comparison on {formatUkDate(new Date(reminder.remindAt))}, before your contract ends on{' '}
      {formatIsoDate(reminder.contractEndDate)}. Each email has a link to withdraw.
    </p>
  );
}

/**
 * 'Remind me before my contract ends' at the end of the wizard: the end date of the current
 * contract or terminal lease, an address, and explicit consent to the wording the server stores.
 */
export function RenewalReminderForm({ target }: { target: RenewalReminderTarget }) {
  if (!target.profileId) return null;
  const profileId = target.profileId;
  const send: RenewalReminderSender = ({ email, contractEndDate }) =>
    createRenewalReminder({ businessProfileId: profileId, email, contractEndDate, consent: true, state: target.snapshot }, target.sessionId);
  return <ReminderForm send={send} isEmailAsked titleLevel="h3" />;
}

/**
 * The reminder form itself, for the wizard's end and for the page a quote email's link opens (which
 * knows the address already, so it does not ask for one): the same fields, consent wording,
 * messages and checks.
 */
export function ReminderForm({ send, isEmailAsked, titleLevel }: { send: RenewalReminderSender; isEmailAsked: boolean; titleLevel: 'h2' | 'h3' }) {
  const Title = titleLevel;
  const id = useId();
  const [email, setEmail] = useState('');
  const [endDate, setEndDate] = useState('');
  const [hasConsent, setHasConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [reminder, setReminder] = useState<RenewalReminderSet | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formProblem(isEmailAsked ? email : null, endDate, hasConsent);
    setProblem(found);
    if (found) return;
    setIsSending(true);
    try {
      setReminder(await send({ email: email.trim(), contractEndDate: endDate }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSending(false);
    }
  };

  // The date picker offers what the rules take: from tomorrow (UK) to RENEWAL_DATE_MAX_YEARS_AHEAD years on.
  const today = ukIsoDate(new Date());
  const tomorrow = ukIsoDate(new Date(Date.now() + 24 * 60 * 60_000));
  const latest = `${Number(today.slice(0, 4)) + RENEWAL_DATE_MAX_YEARS_AHEAD}${today.slice(4)}`;
  return (
    <section className="renewal-reminder" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className="renewal-reminder__title">
        Remind me before my contract ends
      </Title>
      {reminder ? (
        <ReminderSet reminder={reminder} />
      ) : (
        <form className="renewal-reminder__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="renewal-reminder__lead">
            Tell us when your current card payment contract or terminal lease ends and we will email you a fresh comparison {RENEWAL_REMINDER_WEEKS_BEFORE}{' '}
            weeks before, in time to give notice.
          </p>
          <div className="field">
            <label htmlFor={`${id}-date`} className="field__label">
              Contract or lease end date
            </label>
            <input
              id={`${id}-date`}
              className="field__input"
              type="date"
              min={tomorrow}
              max={latest}
              value={endDate}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </div>
          {isEmailAsked && (
            <div className="field">
              <label htmlFor={`${id}-email`} className="field__label">
                Email address
              </label>
              <input
                id={`${id}-email`}
                className="field__input"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={hasConsent} onChange={(event) => setHasConsent(event.target.checked)} />
            <span>{RENEWAL_REMINDER_CONSENT}</span>
          </label>
          {problem && (
            <p className="renewal-reminder__problem" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--secondary" disabled={isSending}>
            {isSending ? 'Setting reminder…' : 'Set reminder'}
          </button>
        </form>
      )}
    </section>
  );
}
