import { Alert, Box } from '@mui/material';
import { RenderedEmailContent } from '../../../../components/RenderedEmailContent';
import { SEND_EMAIL } from '../../../../messages';
import { FactList } from '../FactList';
import { hasPlaceholders, isHtmlEmail, type SendEmailValues } from '../sendEmailForm';

/**
 * The email as it will go out: recipient, subject and the message as plain text with its line
 * breaks (or, for an HTML document, in a sandboxed frame). Placeholders still in the text are
 * filled by the server when it sends (the preview says so rather than filling them a second way).
 */
export const SendEmailPreview = ({ values }: { values: SendEmailValues }) => (
  <>
    <FactList
      facts={[
        { label: SEND_EMAIL.fields.recipient, value: values.recipient.trim() },
        { label: SEND_EMAIL.fields.subject, value: values.subject.trim() },
      ]}
    />
    {hasPlaceholders(values) && (
      <Alert severity="info" sx={{ mt: 2 }}>
        {SEND_EMAIL.placeholdersLeft}
      </Alert>
    )}
    <Box
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="email-preview"
      role="region"
      aria-label={SEND_EMAIL.fields.content}
    >
      <RenderedEmailContent content={values.content} isHtml={isHtmlEmail(values.content)} title={values.subject} />
    </Box>
  </>
);
