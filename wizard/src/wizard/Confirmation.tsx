import { supportEmail } from '../company/company';
import { useCompany } from '../company/CompanyContext';
import { PRIMARY_ACTION_ATTRIBUTE } from '../embed/embedMessages';
import { RenewalReminderForm, type RenewalReminderTarget } from './RenewalReminderForm';
import { STEP_HEADING_ID } from './useWizardController';

const NEXT_STEPS = [
  'We review your application within 2 hours.',
  'A payment specialist contacts you within 24 hours to confirm your rates and terminal.',
  'Once you agree, your chosen provider sets up your account and sends your terminal.',
];

/** 'Application Submitted!' with the next steps, the reference, the renewal reminder offer and 'Start New Application'. */
export function Confirmation({ reference, reminder, onStartNew }: { reference: string; reminder: RenewalReminderTarget; onStartNew: () => void }) {
  const email = supportEmail(useCompany());
  return (
    <section className="confirmation" aria-labelledby={STEP_HEADING_ID}>
      <span className="confirmation__mark" aria-hidden="true">
        ✓
      </span>
      <h2 id={STEP_HEADING_ID} className="confirmation__title" tabIndex={-1}>
        Application Submitted!
      </h2>
      <p className="confirmation__lead">Thank you. Your application is on its way to our team.</p>
      <h3 className="confirmation__subtitle">What happens next</h3>
      <ol className="confirmation__steps">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="confirmation__reference">
        Application reference: <strong data-testid="application-reference">{reference}</strong>
      </p>
      {email && (
        <p className="confirmation__support">
          Questions? Contact us at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
      <RenewalReminderForm target={reminder} />
      <button type="button" className="button button--primary" onClick={onStartNew} {...{ [PRIMARY_ACTION_ATTRIBUTE]: '' }}>
        Start New Application
      </button>
    </section>
  );
}
