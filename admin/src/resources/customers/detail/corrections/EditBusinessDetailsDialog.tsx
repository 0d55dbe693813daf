import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { BUSINESS_TYPE_OPTIONS, SECTOR_OPTIONS, type Option } from '@domain/vocabulary/wizard-options';
import type { UpdateBusinessDetailsBody } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { useToast } from '../../../../useToast';
import { FormDialog } from '../actions/FormDialog';
import { fieldsNamed, isEmptyBody, toBusinessDetailsBody } from '../correctionForm';
import type { BusinessDetails } from '../customerDetailView';
import { correctionMessage, useCorrection } from './useCorrection';

const KEYS = ['businessName', 'businessType', 'businessSector', 'currentProvider'] as const;

/** The options, with a stored value outside them (older data) kept so the select shows it. */
const optionsWith = (options: readonly Option[], value: string): readonly Option[] =>
  value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];

const EditBusinessDetailsForm = ({ customerId, details, onClose }: { customerId: string; details: BusinessDetails; onClose: () => void }) => {
  const [form, setForm] = useState<BusinessDetails>(details);
  const toast = useToast();
  const action = useCorrection(
    (dataProvider, body: UpdateBusinessDetailsBody) => dataProvider.correctBusinessDetails(customerId, body),
    CUSTOMER_DETAIL.businessDetailsSaved,
    onClose,
  );
  const message = action.isError ? correctionMessage(action.error) : undefined;
  const wrong = fieldsNamed(message, KEYS);
  const set = (key: keyof BusinessDetails) => (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [key]: event.target.value }));
  const marks = (key: keyof BusinessDetails) => ({ error: wrong.includes(key), helperText: wrong.includes(key) ? message : undefined });

  const submit = () => {
    const body = toBusinessDetailsBody(details, form);
    if (isEmptyBody(body)) return toast(CUSTOMER_DETAIL.nothingChanged, 'info');
    action.mutate(body);
  };

  return (
    <FormDialog title="Edit business details" submitLabel="Save business details" isOpen isBusy={action.isPending} onClose={onClose} onSubmit={submit}>
      <TextField label="Business name" value={form.businessName} onChange={set('businessName')} required fullWidth margin="dense" {...marks('businessName')} />
      <TextField
        select
        label="Business type"
        value={form.businessType}
        onChange={set('businessType')}
        required
        fullWidth
        margin="dense"
        {...marks('businessType')}
      >
        {optionsWith(BUSINESS_TYPE_OPTIONS, form.businessType).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sector"
        value={form.businessSector}
        onChange={set('businessSector')}
        required
        fullWidth
        margin="dense"
        {...marks('businessSector')}
      >
        {optionsWith(SECTOR_OPTIONS, form.businessSector).map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Current provider (optional)"
        value={form.currentProvider}
        onChange={set('currentProvider')}
        fullWidth
        margin="dense"
        {...marks('currentProvider')}
      />
    </FormDialog>
  );
};

/** Edit business details: corrects the business name, type, sector and current provider (admins and staff). */
export const EditBusinessDetailsDialog = ({
  customerId,
  details,
  isOpen,
  onClose,
}: {
  customerId: string;
  details: BusinessDetails;
  isOpen: boolean;
  onClose: () => void;
}) => (isOpen ? <EditBusinessDetailsForm customerId={customerId} details={details} onClose={onClose} /> : null);
