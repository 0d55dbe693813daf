import { useMemo, useState } from 'react';
import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import type { IndustryDefault, UpdateIndustryDefaultBody } from '../../api/catalogueTypes';
import { errorsByField, parseFormNumber, toBody, toFormValues, type FormValues } from '../provider-management/catalogueView';
import { CatalogueDialog } from '../provider-management/components/CatalogueDialog';
import { useSaveCall } from '../provider-management/edit/useSaveCall';
import { INDUSTRY_DEFAULTS, PROVIDERS } from '../provider-management/providerTexts';
import { useCatalogueCalls } from '../provider-management/useCatalogue';
import { INDUSTRY_DEFAULT_FIELDS, INDUSTRY_DEFAULT_KINDS, outOfBounds } from './industryDefaultForm';

const F = INDUSTRY_DEFAULTS.fields;

/**
 * The sector edit dialog: splits 0 to 100, turnover and average positive (the inputs carry
 * the bounds; a value outside them is named at once and not sent), the rest free. 'Industry
 * defaults updated' on success; 'Update failed' with the server's reason or 'Failed to update industry defaults'.
 */
export const EditIndustryDefaultDialog = ({ sector, onClose }: { sector: IndustryDefault; onClose: () => void }) => {
  const initial = useMemo(() => toFormValues(sector, INDUSTRY_DEFAULT_KINDS), [sector]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const catalogue = useCatalogueCalls();
  const save = useSaveCall({
    call: (body: UpdateIndustryDefaultBody) => catalogue.updateIndustryDefault(sector.id, body),
    success: () => INDUSTRY_DEFAULTS.updated,
    failure: INDUSTRY_DEFAULTS.updateFailed,
    onRefused: (messages) => setErrors(errorsByField(messages, Object.keys(INDUSTRY_DEFAULT_KINDS))),
    onDone: onClose,
  });

  const submit = () => {
    const { body, errors: typed } = toBody(values, INDUSTRY_DEFAULT_KINDS, initial);
    for (const field of INDUSTRY_DEFAULT_FIELDS) {
      const value = typeof values[field.name] === 'string' ? parseFormNumber(values[field.name] as string) : undefined;
      if (field.bounds && typeof value === 'number' && outOfBounds(value, field.bounds))
        typed[field.name] = `${F[field.name]}: ${field.bounds.min} to ${field.bounds.max}`;
      if (field.bounds && value === null) typed[field.name] = `${F[field.name]}: required`;
    }
    setErrors(typed);
    if (Object.keys(typed).length > 0) return;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    save.mutate(body as UpdateIndustryDefaultBody);
  };
  const change = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <CatalogueDialog
      title={INDUSTRY_DEFAULTS.editTitle(sector.sectorLabel)}
      onClose={onClose}
      maxWidth="sm"
      submit={{ label: PROVIDERS.save, isBusy: save.isPending, onSubmit: submit }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {INDUSTRY_DEFAULT_FIELDS.map((field) =>
          field.kind === 'flag' ? (
            <FormControlLabel
              key={field.name}
              control={<Checkbox checked={values[field.name] === true} onChange={(event) => change(field.name, event.target.checked)} />}
              label={F[field.name]}
            />
          ) : (
            <TextField
              key={field.name}
              size="small"
              label={F[field.name]}
              type={field.kind === 'number' ? 'number' : field.isDate ? 'date' : 'text'}
              multiline={field.isMultiline}
              minRows={field.isMultiline ? 2 : undefined}
              value={typeof values[field.name] === 'string' ? values[field.name] : ''}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name]}
              required={Boolean(field.bounds) || field.name === 'sectorLabel'}
              onChange={(event) => change(field.name, event.target.value)}
              slotProps={{
                htmlInput: field.bounds ? { min: field.bounds.min, max: field.bounds.max, step: field.bounds.step } : undefined,
                inputLabel: field.isDate ? { shrink: true } : undefined,
              }}
              sx={field.isMultiline ? { gridColumn: '1 / -1' } : undefined}
            />
          ),
        )}
      </Box>
    </CatalogueDialog>
  );
};
