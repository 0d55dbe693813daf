import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatIsoDate, RENEWAL_REMINDER_MESSAGES } from '@domain/renewal-reminders';
import { withdrawRenewalReminder } from '../api/wizardApi';
import { SITE_NAME } from '../config';

const RenewalReminderLinkForm = lazy(() => import('./RenewalReminderLinkForm').then((module) => ({ default: module.RenewalReminderLinkForm })));

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'withdrawn'; contractEndDate: string } | { kind: 'failed'; message: string };

/**
 * The withdrawal: a button, not the page load, so a mail scanner that opens the link withdraws
 * nothing and the single-use token is spent only by the visitor's choice.
 */
function Withdrawal({ token }: { token: string }) {
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

  if (outcome.kind === 'withdrawn') {
    return <p role="status">Your consent is withdrawn: we will not email you about the contract ending on {formatIsoDate(outcome.contractEndDate)}.</p>;
  }
  if (token === '') return <p role="alert">{RENEWAL_REMINDER_MESSAGES.withdrawNotFound}</p>;
  return (
    <>
      <p>You asked us to email you a fresh comparison before your card payment contract or terminal lease ends. You can withdraw that consent here.</p>
      {outcome.kind === 'failed' && <p role="alert">{outcome.message}</p>}
      <button type="button" className="button button--primary" onClick={() => void withdraw()} disabled={outcome.kind === 'sending'}>
        Withdraw my consent
      </button>
    </>
  );
}

/**
 * The page of a renewal reminder's emailed links: /renewal-reminder?set=TOKEN (the quote email's
 * link: the wizard's reminder form, for the address the quote went to; the token is spent only when
 * the form is sent) and /renewal-reminder?withdraw=TOKEN (withdraws the consent).
 */
export function RenewalReminderPage() {
  const [searchParams] = useSearchParams();
  const setToken = searchParams.get('set');
  return (
    <div className="container renewal-withdraw">
      <title>{`Renewal reminder | ${SITE_NAME}`}</title>
      <h1>Your renewal reminder</h1>
      {setToken !== null ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <RenewalReminderLinkForm token={setToken} />
        </Suspense>
      ) : (
        <Withdrawal token={searchParams.get('withdraw') ?? ''} />
      )}
      <p>
        <Link to="/comparison-tool">Compare card payment providers</Link>
      </p>
    </div>
  );
}
