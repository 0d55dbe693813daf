import { useState } from 'react';
import { Button, Chip, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { CreateProviderBody, NewTerminalBody } from '../../../api/catalogueTypes';
import { errorsByField, type FormValues } from '../catalogueView';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { SummaryTerms } from '../components/SummaryTerms';
import { useSaveCall } from '../edit/useSaveCall';
import { ADD_PROVIDER, PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';
import { canLeaveStepOne, draftScore, draftSummaryTerms, emptyProvider, NEW_PROVIDER_KINDS, providerDraft, terminalDraft } from './newProvider';
import { ProviderStep } from './ProviderStep';
import { ReviewStep } from './ReviewStep';
import { TerminalsStep } from './TerminalsStep';

const LAST_STEP = ADD_PROVIDER.steps.length - 1;

/**
 * The three-step Add New Provider wizard: Provider Information (Next disabled until a name
 * and a support location are given; the quality score follows the fields), Terminal Management,
 * Review and Submit. Submitting sends POST /api/crm/providers/with-terminals; the server saves it
 * live when complete and as draft otherwise. 'Provider created successfully' names the provider,
 * its terminals and its quality; a refusal shows 'Creation failed' with the server's reason.
 */
export const AddProviderWizard = ({ onClose }: { onClose: () => void }) => {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<FormValues>(emptyProvider);
  const [terminals, setTerminals] = useState<FormValues[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const provider = providerDraft(values, ADD_PROVIDER.rentalRangeInvalid);
  const newTerminals = terminals.map(terminalDraft);
  const score = draftScore(values);
  const summaryTerms = draftSummaryTerms(values);

  const catalogue = useCatalogueCalls();
  const create = useSaveCall({
    call: (body: CreateProviderBody) => catalogue.createProvider(body),
    success: (created) => PROVIDERS.providerCreated(created.providerName, created.terminalsCreated, created.dataQualityScore),
    failure: PROVIDERS.createFailed,
    onRefused: (messages) => {
      const byField = errorsByField(messages, [...Object.keys(NEW_PROVIDER_KINDS), 'terminalRentalMin', 'terminalRentalMax'], 'provider.');
      const rangeError = byField.terminalRentalMin ?? byField.terminalRentalMax;
      setErrors(rangeError ? { ...byField, rentalRange: rangeError } : byField);
      if (Object.keys(byField).length > 0) setStep(0);
    },
    onDone: onClose,
  });

  const next = () => {
    if (step === 0) {
      setErrors(provider.errors);
      if (Object.keys(provider.errors).length > 0) return;
    }
    setStep((current) => Math.min(LAST_STEP, current + 1));
  };
  const submit = () =>
    create.mutate({
      provider: provider.body as CreateProviderBody['provider'],
      terminals: newTerminals.map((terminal) => terminal.body as NewTerminalBody),
    });

  const isNextDisabled = step === 0 && !canLeaveStepOne(values);
  return (
    <CatalogueDialog
      title={ADD_PROVIDER.title}
      aside={
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <Chip label={ADD_PROVIDER.qualityScore(score)} aria-live="polite" />
          <SummaryTerms score={summaryTerms.score} missing={summaryTerms.missing} />
        </Stack>
      }
      onClose={onClose}
      submit={step === LAST_STEP ? { label: ADD_PROVIDER.submit, isBusy: create.isPending, isDisabled: !provider.body.name, onSubmit: submit } : undefined}
      actions={
        <>
          {step > 0 && (
            <Button onClick={() => setStep((current) => current - 1)} disabled={create.isPending}>
              {ADD_PROVIDER.previous}
            </Button>
          )}
          {step < LAST_STEP && (
            <Button variant="contained" onClick={next} disabled={isNextDisabled}>
              {ADD_PROVIDER.next}
            </Button>
          )}
        </>
      }
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {ADD_PROVIDER.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <>
          {isNextDisabled && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {ADD_PROVIDER.nextHint}
            </Typography>
          )}
          <ProviderStep values={values} errors={errors} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
        </>
      )}
      {step === 1 && <TerminalsStep terminals={terminals} onChange={setTerminals} />}
      {step === LAST_STEP && <ReviewStep provider={provider.body} terminals={newTerminals.map((terminal) => terminal.body)} score={score} />}
    </CatalogueDialog>
  );
};
