import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { EmailTemplateView } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES } from '../../messages';
import { TemplateCard, type TemplateRights } from './TemplateCard';

export interface TemplateGridProps {
  templates: EmailTemplateView[] | undefined;
  isPending: boolean;
  error: unknown;
  isFiltered: boolean;
  onRetry: () => void;
  rights: TemplateRights;
  onOpen: (kind: 'preview' | 'edit' | 'copy', template: EmailTemplateView) => void;
}

/** The cards in a responsive grid (1 to 4 columns), or the loading, failure and empty states. */
export const TemplateGrid = ({ templates, isPending, error, isFiltered, onRetry, rights, onOpen }: TemplateGridProps) => {
  if (isPending) {
    return (
      <Box role="status" aria-label={EMAIL_TEMPLATES.loading} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={32} />
      </Box>
    );
  }
  if (error && !templates) {
    const reason = userFacingMessage(error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {EMAIL_TEMPLATES.retry}
          </Button>
        }
      >
        {EMAIL_TEMPLATES.loadFailedText}
        {reason ? ` ${reason}` : ''}
      </Alert>
    );
  }
  if (!templates || templates.length === 0) {
    const empty = isFiltered ? EMAIL_TEMPLATES.emptyFiltered : EMAIL_TEMPLATES.emptyNone;
    return (
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p" color="text.secondary">
          {empty.title}
        </Typography>
        <Typography color="text.secondary">{empty.text}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={EMAIL_TEMPLATES.title}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {templates.map((template) => (
        <Box component="li" key={template.id} sx={{ minWidth: 0 }}>
          <TemplateCard
            template={template}
            rights={rights}
            onPreview={() => onOpen('preview', template)}
            onEdit={() => onOpen('edit', template)}
            onCopy={() => onOpen('copy', template)}
          />
        </Box>
      ))}
    </Box>
  );
};
