import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatIsoDate, RENEWAL_REMINDER_MESSAGES } from '@domain/renewal-reminders';
import { withdrawRenewalReminder } from '../api/wizardApi';
import { SITE_NAME } from '../config';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'withdrawn'; contractEndDate: string } | { kind: 'failed'; message: string };

/**
 * The page a renewal reminder's withdrawal link opens (/renewal-reminder?withdraw=TOKEN). The
 * withdrawal is a button, not the page load: a mail scanner that opens the link withdraws nothing,
 * and the single-use token is spent only by the visitor's choice.
 */
export function RenewalReminderPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('withdraw') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const withdraw = async () => {
    setOutcome({ kind: 'sending' });
    try {
      const answer = await withdrawRenewalReminder(token);
      setOutcome({ kind: 'withdrawn', contractEndDate: answer.contractEndDate });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="container renewal-withdraw">
      <title>{`Renewal reminder | ${SITE_NAME}`}</title>
      <h1>Your renewal reminder</h1>
      {outcome.kind === 'withdrawn' ? (
        <p role="status">Your consent is withdrawn: we will not email you about the contract ending on {formatIsoDate(outcome.contractEndDate)}.</p>
      ) : token === '' ? (
        <p role="alert">{RENEWAL_REMINDER_MESSAGES.withdrawNotFound}</p>
      ) : (
        <>
          <p>You asked us to email you a fresh comparison before your card payment contract or terminal lease ends. You can withdraw that consent here.</p>
          {outcome.kind === 'failed' && <p role="alert">{outcome.message}</p>}
          <button type="button" className="button button--primary" onClick={() => void withdraw()} disabled={outcome.kind === 'sending'}>
            Withdraw my consent
          </button>
        </>
      )}
      <p>
        <Link to="/comparison-tool">Compare card payment providers</Link>
      </p>
    </div>
  );
}
