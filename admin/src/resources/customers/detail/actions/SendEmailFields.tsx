import type { RefObject } from 'react';
import { Alert, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { EmailTemplateView } from '../../../../api/types';
import { SEND_EMAIL } from '../../../../messages';
import type { SendEmailField, SendEmailValues } from '../sendEmailForm';

/** The templates offered: the active manual ones, by name (automated ones are sent by the product itself). */
const TEMPLATE_QUERY = { filter: { isActive: true, type: 'manual' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' as const } };

interface SendEmailFieldsProps {
  values: SendEmailValues;
  onChange: (changes: Partial<SendEmailValues>) => void;
  onChooseTemplate: (template: EmailTemplateView | null) => void;
  isFilling: boolean;
  fillError: string | null;
  problem: { missing: SendEmailField[]; badRecipient: boolean };
  refs: { recipient: RefObject<HTMLInputElement | null>; subject: RefObject<HTMLInputElement | null>; content: RefObject<HTMLTextAreaElement | null> };
}

const REQUIRED_TEXT = SEND_EMAIL.missingInformation.description;

/** Recipient (prefilled), an optional template, subject and message. */
export const SendEmailFields = ({ values, onChange, onChooseTemplate, isFilling, fillError, problem, refs }: SendEmailFieldsProps) => {
  const templates = useGetList<EmailTemplateView>('email-templates', TEMPLATE_QUERY);
  const isMissing = (field: SendEmailField) => problem.missing.includes(field);
  const recipientHelp = isMissing('recipient') ? REQUIRED_TEXT : problem.badRecipient ? SEND_EMAIL.invalidRecipient : undefined;
  return (
    <>
      <TextField
        label={SEND_EMAIL.fields.recipient}
        type="email"
        inputRef={refs.recipient}
        value={values.recipient}
        onChange={(event) => onChange({ recipient: event.target.value })}
        required
        fullWidth
        margin="normal"
        autoComplete="off"
        error={isMissing('recipient') || problem.badRecipient}
        helperText={recipientHelp}
      />
      <TextField
        select
        label={SEND_EMAIL.fields.template}
        value={values.templateId === null ? '' : String(values.templateId)}
        onChange={(event) => onChooseTemplate(templates.data?.find((template) => String(template.id) === event.target.value) ?? null)}
        fullWidth
        margin="normal"
        disabled={templates.isPending || isFilling}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText={values.templateId !== null && !isFilling ? SEND_EMAIL.templateFilled : undefined}
      >
        <option value="">{SEND_EMAIL.fields.noTemplate}</option>
        {templates.data?.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </TextField>
      {isFilling && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{SEND_EMAIL.loadingTemplate}</Typography>
        </Box>
      )}
      {templates.error && <Alert severity="warning">{SEND_EMAIL.templatesFailed}</Alert>}
      {fillError && <Alert severity="error">{fillError}</Alert>}
      <TextField
        label={SEND_EMAIL.fields.subject}
        inputRef={refs.subject}
        value={values.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
        required
        fullWidth
        margin="normal"
        disabled={isFilling}
        error={isMissing('subject')}
        helperText={isMissing('subject') ? REQUIRED_TEXT : undefined}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label={SEND_EMAIL.fields.content}
        inputRef={refs.content}
        value={values.content}
        onChange={(event) => onChange({ content: event.target.value })}
        required
        fullWidth
        multiline
        minRows={8}
        margin="normal"
        disabled={isFilling}
        error={isMissing('content')}
        helperText={isMissing('content') ? REQUIRED_TEXT : undefined}
        slotProps={{ htmlInput: { maxLength: 16000 } }}
      />
    </>
  );
};
