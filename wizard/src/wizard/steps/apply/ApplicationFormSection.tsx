import { useState } from 'react';
import { SelectField, TextField } from '../../../components/fields';
import { PRIMARY_ACTION_ATTRIBUTE } from '../../../embed/embedMessages';
import { NAV_LABELS } from '../../messages';
import { TIMELINE_OPTIONS } from '@domain/vocabulary/wizard-options';
import { emptyApplicationForm, missingApplicationFields, type ApplicationForm } from '../../validation';

interface ApplicationFormSectionProps {
  businessName: string;
  isSubmitting: boolean;
  onSubmit: (form: ApplicationForm) => Promise<void>;
}

/** The Apply form: contact details, timeline, requirements, consent; 'Apply Now' / 'Submitting...'. */
export function ApplicationFormSection({ businessName, isSubmitting, onSubmit }: ApplicationFormSectionProps) {
  const [form, setForm] = useState<ApplicationForm>(() => emptyApplicationForm(businessName));
  const [isAttempted, setIsAttempted] = useState(false);
  const missing = isAttempted ? missingApplicationFields(form) : [];
  const set =
    <K extends keyof ApplicationForm>(key: K) =>
    (value: ApplicationForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="application-form"
      aria-labelledby="application-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setIsAttempted(true);
        void onSubmit(form);
      }}
    >
      <h3 id="application-form-title" className="section-heading">
        Your details
      </h3>
      <p className="application-form__intro">We only ask for these now, to send your application to the provider.</p>
      <div className="field-grid">
        <TextField
          label="First name"
          value={form.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          isRequired
          isInvalid={missing.includes('firstName')}
        />
        <TextField
          label="Last name"
          value={form.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
          isRequired
          isInvalid={missing.includes('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          onChange={set('email')}
          autoComplete="email"
          isRequired
          isInvalid={missing.includes('email')}
        />
        <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} autoComplete="tel" isRequired isInvalid={missing.includes('phone')} />
        <TextField label="Company name" value={form.companyName} onChange={set('companyName')} autoComplete="organization" />
        <SelectField
          label="Timeline"
          value={form.timeline}
          onChange={set('timeline')}
          options={TIMELINE_OPTIONS}
          placeholder="When would you like to start?"
          isRequired
          isInvalid={missing.includes('timeline')}
        />
      </div>
      <TextField label="Additional requirements" value={form.additionalRequirements} onChange={set('additionalRequirements')} isMultiline />
      <label className="checkbox">
        <input type="checkbox" checked={form.consentMarketing} onChange={(event) => set('consentMarketing')(event.target.checked)} />
        <span>Yes, send me occasional tips and offers about card payments (optional marketing consent).</span>
      </label>
      <button type="submit" className="button button--cta button--large button--block" disabled={isSubmitting} {...{ [PRIMARY_ACTION_ATTRIBUTE]: '' }}>
        {isSubmitting && <span className="spinner" aria-hidden="true" />}
        {isSubmitting ? NAV_LABELS.submitting : NAV_LABELS.applyNow}
      </button>
      <p className="no-commitment">
        <strong>No commitment.</strong> Applying is free: a specialist reviews your application and you decide whether to go ahead. No obligation, no pressure.
      </p>
    </form>
  );
}
