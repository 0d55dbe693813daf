import { RenderedEmailContent } from '../../../../components/RenderedEmailContent';
import type { EmailRow } from '../customerDetailView';

/** A stored email's content: plain text with its line breaks, HTML only in a sandboxed frame. */
export const EmailContent = ({ email }: { email: EmailRow }) => (
  <RenderedEmailContent content={email.content} isHtml={email.isHtml} title={`Content of the email "${email.subject}"`} />
);
