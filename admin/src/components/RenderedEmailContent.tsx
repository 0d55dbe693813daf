import { Box, Typography } from '@mui/material';
import { sandboxedEmailDocument } from '../resources/customers/detail/emailContent';

export interface RenderedEmailContentProps {
  content: string;
  /** An HTML document (the automated quote emails); otherwise plain text. */
  isHtml: boolean;
  /** The frame's accessible name, for HTML content. */
  title: string;
}

/**
 * An email body as its reader sees it: plain text as text with its line breaks; HTML never in the
 * page itself, only in an iframe with `sandbox=""` (no scripts, no forms, its own origin) whose
 * document loads nothing remote.
 */
export const RenderedEmailContent = ({ content, isHtml, title }: RenderedEmailContentProps) =>
  isHtml ? (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={sandboxedEmailDocument(content)}
      sx={{ width: '100%', height: { xs: 360, sm: 480 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  ) : (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="email-text">
      {content}
    </Typography>
  );
