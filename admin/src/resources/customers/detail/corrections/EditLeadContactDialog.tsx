import { useState } from 'react';
import { TextField } from '@mui/material';
import type { UpdateLeadContactBody } from '../../../../api/types';
import { CUSTOMER_DETAIL } from '../../../../messages';
import { useToast } from '../../../../useToast';
import { FormDialog } from '../actions/FormDialog';
import { fieldsNamed, isEmptyBody, toLeadContactBody } from '../correctionForm';
import type { LeadContact, LeadRow } from '../customerDetailView';
import { correctionMessage, useCorrection } from './useCorrection';

const FIELDS: ReadonlyArray<{ key: keyof LeadContact; label: string; type?: string; autoComplete: string }> = [
  { key: 'firstName', label: 'First name', autoComplete: 'off' },
  { key: 'lastName', label: 'Last name', autoComplete: 'off' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { key: 'companyName', label: 'Company name (optional)', autoComplete: 'off' },
];

const KEYS = FIELDS.map((field) => field.key);

const EditLeadContactForm = ({ lead, onClose }: { lead: LeadRow; onClose: () => void }) => {
  const [form, setForm] = useState<LeadContact>(lead.contact);
  const toast = useToast();
  const action = useCorrection(
    (dataProvider, body: UpdateLeadContactBody) => dataProvider.correctLeadContact(lead.id, body),
    CUSTOMER_DETAIL.contactDetailsSaved,
    onClose,
  );
  const message = action.isError ? correctionMessage(action.error) : undefined;
  const wrong = fieldsNamed(message, KEYS);

  const submit = () => {
    const body = toLeadContactBody(lead.contact, form);
    if (isEmptyBody(body)) return toast(CUSTOMER_DETAIL.nothingChanged, 'info');
    action.mutate(body);
  };

  return (
    <FormDialog
      title={`Edit contact details: ${lead.applicationReference}`}
      submitLabel="Save contact details"
      isOpen
      isBusy={action.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={form[field.key]}
          onChange={(event) => setForm((previous) => ({ ...previous, [field.key]: event.target.value }))}
          required={field.key !== 'companyName'}
          fullWidth
          margin="dense"
          error={wrong.includes(field.key)}
          helperText={wrong.includes(field.key) ? message : undefined}
        />
      ))}
    </FormDialog>
  );
};

/** Edit contact details: corrects one lead's first and last name, email, phone and company name. */
export const EditLeadContactDialog = ({ lead, isOpen, onClose }: { lead: LeadRow; isOpen: boolean; onClose: () => void }) =>
  isOpen ? <EditLeadContactForm lead={lead} onClose={onClose} /> : null;
