import { useId } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import type { CrmDataProvider } from '../../dataProvider';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES } from '../../messages';
import { RenderedEmailContent } from '../../components/RenderedEmailContent';
import { answerOf } from '../../useCrmQuery';

/**
 * 'Template Preview': the template rendered by the server with the preview samples (John, Sample Business Ltd, ...).
 * HTML templates (the automated quote emails) show as formatted HTML inside a sandboxed frame;
 * manual ones as plain text with their line breaks.
 */
export const TemplatePreviewDialog = ({ template, onClose }: { template: EmailTemplateView; onClose: () => void }) => {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<CrmDataProvider>();
  const preview = useQuery({
    queryKey: ['email-templates', 'preview', template.id, template.updatedAt],
    queryFn: () => answerOf(dataProvider.previewEmailTemplate(template.id)),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle id={titleId}>{EMAIL_TEMPLATES.previewTitle}</DialogTitle>
      {/* Focusable, so the keyboard can scroll a long email. */}
      <DialogContent dividers tabIndex={0} role="region" aria-label={EMAIL_TEMPLATES.previewTitle}>
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {EMAIL_TEMPLATES.previewOf(template.name)}
        </Typography>
        {preview.isPending && (
          <Box role="status" aria-label={EMAIL_TEMPLATES.loading} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        )}
        {preview.error && <Alert severity="error">{EMAIL_TEMPLATES.previewFailed(userFacingMessage(preview.error)).description}</Alert>}
        {preview.data && (
          <>
            <Typography variant="subtitle2" component="h3">
              {EMAIL_TEMPLATES.previewSubject}
            </Typography>
            <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="preview-subject">
              {preview.data.subject}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {EMAIL_TEMPLATES.previewContent}
            </Typography>
            <RenderedEmailContent content={preview.data.content} isHtml={preview.data.isHtml} title={`${EMAIL_TEMPLATES.previewContent}: ${template.name}`} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{EMAIL_TEMPLATES.closePreview}</Button>
      </DialogActions>
    </Dialog>
  );
};
