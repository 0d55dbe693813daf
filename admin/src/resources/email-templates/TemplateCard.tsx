import { useEffect, useId, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { EmailTemplateView } from '../../api/types';
import { EMAIL_TEMPLATES } from '../../messages';
import { useToast } from '../../useToast';
import { automationLine, categoryLabel, excerpt, isEditable, usageLabel } from './templateView';
import { AutomationSwitch } from './AutomationSwitch';
import { TemplateActiveButton } from './TemplateActiveButton';

export interface TemplateRights {
  /** Admins and staff: Edit, Duplicate (as a new template), Deactivate (canAccess create / edit / delete). */
  canCreate: boolean;
  canEdit: boolean;
  canDeactivate: boolean;
  /** Admins: switch an automated email on or off (canAccess edit of 'email-automations'). */
  canSwitchAutomations: boolean;
}

export interface TemplateCardProps {
  template: EmailTemplateView;
  rights: TemplateRights;
  onPreview: () => void;
  onEdit: () => void;
  onCopy: () => void;
}

/** How long the copy button reads 'Copied' after a copy. */
const COPIED_MS = 2000;

/**
 * The card's one copy button: puts the template's content on the clipboard with the toast
 * 'Copied' / 'Template content copied to clipboard.', and reads 'Copied' for two seconds; its
 * name starts with the text it shows.
 */
const ClipboardButton = ({ template }: { template: EmailTemplateView }) => {
  const toast = useToast();
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(template.content);
      toast(EMAIL_TEMPLATES.copiedToClipboard);
      setCopied(true);
    } catch {
      toast(EMAIL_TEMPLATES.copyFailed, 'error');
    }
  };
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      aria-label={isCopied ? EMAIL_TEMPLATES.copiedContent(template.name) : EMAIL_TEMPLATES.copyContent(template.name)}
      onClick={() => void copy()}
    >
      {isCopied ? EMAIL_TEMPLATES.copied : EMAIL_TEMPLATES.copy}
    </Button>
  );
};

/** Edit for a manual template; for an automated one a disabled 'Auto' button and the hint that automated templates are managed in the backend. */
const EditControl = ({ template, onEdit }: { template: EmailTemplateView; onEdit: () => void }) => {
  const hintId = useId();
  if (isEditable(template)) {
    return (
      <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-haspopup="dialog" aria-label={`${EMAIL_TEMPLATES.edit} ${template.name}`}>
        {EMAIL_TEMPLATES.edit}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" disabled aria-describedby={hintId}>
        {EMAIL_TEMPLATES.auto}
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%', order: 10 }}>
        {EMAIL_TEMPLATES.automatedHint}
      </Typography>
    </>
  );
};

/**
 * One template as a card: name, subject, category, 'Auto' for automated ones and when they are
 * sent (or that they are off or retired), the first 150 characters of the content, 'Used N times',
 * Active/Inactive; Preview for everyone, the clipboard copy, for admins and staff Edit (manual
 * only), Duplicate and Deactivate, and for admins the switch of an automated email.
 */
export const TemplateCard = ({ template, rights, onPreview, onEdit, onCopy }: TemplateCardProps) => {
  const titleId = useId();
  const sending = automationLine(template);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}>
      <CardContent sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', fontSize: '1.1rem' }}>
            {template.name}
          </Typography>
          <Chip
            size="small"
            label={template.isActive ? EMAIL_TEMPLATES.active : EMAIL_TEMPLATES.inactive}
            color={template.isActive ? 'success' : 'default'}
            variant={template.isActive ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5, overflowWrap: 'anywhere' }}>
          {template.subject}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" variant="outlined" label={categoryLabel(template.category)} />
          {template.type === 'automated' && <Chip size="small" color="secondary" label={EMAIL_TEMPLATES.auto} />}
        </Stack>
        {sending && (
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }} data-testid="automation-line">
            {sending}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {excerpt(template)}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {usageLabel(template.usageCount)}
        </Typography>
      </CardContent>
      <CardActions aria-label={EMAIL_TEMPLATES.cardActions(template.name)} sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<VisibilityIcon />}
          onClick={onPreview}
          aria-haspopup="dialog"
          aria-label={`${EMAIL_TEMPLATES.preview} ${template.name}`}
        >
          {EMAIL_TEMPLATES.preview}
        </Button>
        {rights.canEdit && <EditControl template={template} onEdit={onEdit} />}
        {rights.canCreate && (
          <Button
            size="small"
            startIcon={<FileCopyIcon />}
            onClick={onCopy}
            aria-haspopup="dialog"
            aria-label={`${EMAIL_TEMPLATES.duplicate} ${template.name}`}
          >
            {EMAIL_TEMPLATES.duplicate}
          </Button>
        )}
        <ClipboardButton template={template} />
        <Box sx={{ flex: '1 1 auto' }} />
        {rights.canDeactivate && isEditable(template) && <TemplateActiveButton template={template} />}
        {rights.canSwitchAutomations && <AutomationSwitch template={template} />}
      </CardActions>
    </Card>
  );
};
