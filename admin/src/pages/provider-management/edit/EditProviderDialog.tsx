import { useMemo, useState } from 'react';
import { Chip, Stack, TextField } from '@mui/material';
import { missingSummaryTerms, providerQualityScore, summaryTermsScore, type CatalogueStatus } from '@domain/catalogue-rules';
import type { ProviderWithScores, UpdateProviderBody } from '../../../api/catalogueTypes';
import { errorsByField, rentalRangeFields, rentalRangeText, toBody, toFormValues, type FormValues } from '../catalogueView';
import { CatalogueDialog } from '../components/CatalogueDialog';
import { FormField } from '../components/FormField';
import { SummaryTerms } from '../components/SummaryTerms';
import { PROVIDER_KINDS, PROVIDER_SECTIONS } from '../providerForm';
import { ADD_PROVIDER, EDIT_PROVIDER, PROVIDERS } from '../providerTexts';
import { useCatalogueCalls } from '../useCatalogue';
import { FieldGrid } from './FieldGrid';
import { StatusAndReason } from './StatusAndReason';
import { useSaveCall } from './useSaveCall';

const RANGE_FIELDS = ['terminalRentalMin', 'terminalRentalMax'];

/**
 * Edit Provider: every provider field, with the fixed option lists (support, delivery, contract
 * term, payment types, connection methods) and the fee, rental and rating bounds, the rental
 * range typed as 'min-max', the status and a reason for the audit. Only changed fields are sent;
 * the live quality score and the summary-box terms' score follow the server's rules as fields change. A refused change shows the
 * server's message on its field and in the 'Update failed' toast.
 */
export const EditProviderDialog = ({ provider, onClose }: { provider: ProviderWithScores; onClose: () => void }) => {
  const initial = useMemo<FormValues>(
    () => ({
      ...toFormValues(provider, PROVIDER_KINDS),
      rentalRange: rentalRangeText(provider.terminalRentalMin, provider.terminalRentalMax),
      status: provider.status,
      reason: '',
    }),
    [provider],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = useCatalogueCalls();
  const save = useSaveCall({
    call: (body: UpdateProviderBody) => catalogue.updateProvider(provider, body),
    success: () => PROVIDERS.providerUpdated,
    failure: PROVIDERS.providerUpdateFailed,
    onRefused: (messages) => {
      const byField = errorsByField(messages, [...Object.keys(PROVIDER_KINDS), ...RANGE_FIELDS, 'status', 'reason']);
      const rangeError = byField.terminalRentalMin ?? byField.terminalRentalMax;
      setErrors(rangeError ? { ...byField, rentalRange: rangeError } : byField);
    },
    onDone: onClose,
  });

  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const range = rentalRangeFields(text('rentalRange'));
  const edited = { ...provider, ...toBody(values, PROVIDER_KINDS).body, ...(range ?? {}) };
  const score = providerQualityScore(edited);
  const change = (name: string, value: string | string[] | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const submit = () => {
    const { body, errors: typed } = toBody(values, PROVIDER_KINDS, initial);
    if (!range) typed.rentalRange = ADD_PROVIDER.rentalRangeInvalid;
    else if (text('rentalRange').trim() !== String(initial.rentalRange).trim()) Object.assign(body, range);
    if (values.status !== initial.status) body.status = values.status;
    if (text('reason').trim()) body.reason = text('reason').trim();
    setErrors(typed);
    if (Object.keys(typed).length > 0) return;
    if (Object.keys(body).length === 0 || (Object.keys(body).length === 1 && 'reason' in body)) {
      onClose();
      return;
    }
    save.mutate(body as UpdateProviderBody);
  };

  return (
    <CatalogueDialog
      title={EDIT_PROVIDER.title(provider.name)}
      aside={
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <Chip label={EDIT_PROVIDER.liveScore(score)} aria-live="polite" />
          <SummaryTerms score={summaryTermsScore(edited)} missing={missingSummaryTerms(edited)} />
        </Stack>
      }
      onClose={onClose}
      submit={{ label: PROVIDERS.save, isBusy: save.isPending, onSubmit: submit }}
    >
      {PROVIDER_SECTIONS.map((section) => (
        <FieldGrid key={section.key} title={EDIT_PROVIDER.sections[section.key]}>
          {section.fields.map((field) => (
            <FormField key={field.name} field={field} values={values} error={errors[field.name]} onChange={change} />
          ))}
          {section.key === 'fees' && (
            <TextField
              size="small"
              label={ADD_PROVIDER.rentalRange}
              value={text('rentalRange')}
              required
              error={Boolean(errors.rentalRange)}
              helperText={errors.rentalRange ?? ADD_PROVIDER.rentalRangeHelp}
              onChange={(event) => change('rentalRange', event.target.value)}
            />
          )}
        </FieldGrid>
      ))}
      <StatusAndReason
        status={{
          value: text('status'),
          helperText: EDIT_PROVIDER.statusHelp,
          error: errors.status,
          onChange: (status) => change('status', status as CatalogueStatus),
        }}
        reason={text('reason')}
        reasonError={errors.reason}
        onReasonChange={(reason) => change('reason', reason)}
      />
    </CatalogueDialog>
  );
};
