import { TextField } from '@mui/material';
import { CATALOGUE_STATUSES } from '@domain/catalogue-rules';
import { NativeSelect } from '../components/NativeSelect';
import { EDIT_PROVIDER, PROVIDERS } from '../providerTexts';
import { FieldGrid } from './FieldGrid';

const STATUS_OPTIONS = CATALOGUE_STATUSES.map((status) => ({ value: status, label: PROVIDERS.statusLabels[status] }));

export interface StatusAndReasonProps {
  /** The status choice, on an edit (a new terminal's status is the server's to decide). */
  status?: { value: string; helperText: string; error?: string; onChange: (status: string) => void };
  reason: string;
  reasonError?: string;
  onReasonChange: (reason: string) => void;
}

/**
 * The last section of the provider and terminal forms: the status (on an edit) and the reason for
 * the change, which the audit trail keeps.
 */
export const StatusAndReason = ({ status, reason, reasonError, onReasonChange }: StatusAndReasonProps) => (
  <FieldGrid title={status ? EDIT_PROVIDER.status : EDIT_PROVIDER.reason}>
    {status && (
      <NativeSelect
        label={EDIT_PROVIDER.status}
        value={status.value}
        options={STATUS_OPTIONS}
        error={status.error}
        helperText={status.helperText}
        onChange={status.onChange}
      />
    )}
    <TextField
      size="small"
      label={EDIT_PROVIDER.reason}
      value={reason}
      error={Boolean(reasonError)}
      helperText={reasonError}
      onChange={(event) => onReasonChange(event.target.value)}
    />
  </FieldGrid>
);
