import { useId, useState, type SyntheticEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useUpdate } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES, MISSING_INFORMATION } from '../../messages';
import { useToast } from '../../useToast';
import { TemplateFields } from './TemplateFields';
import {
  EMPTY_TEMPLATE_FORM,
  formFromCopy,
  formFromTemplate,
  MANUAL_PLACEHOLDERS,
  missingTemplateFields,
  toCreateBody,
  toUpdateBody,
  type TemplateFormValues,
} from './templateView';

export type TemplateFormMode = { kind: 'create' } | { kind: 'edit'; template: EmailTemplateView } | { kind: 'copy'; template: EmailTemplateView };

const initialValues = (mode: TemplateFormMode): TemplateFormValues => {
  if (mode.kind === 'edit') return formFromTemplate(mode.template);
  if (mode.kind === 'copy') return formFromCopy(mode.template, EMAIL_TEMPLATES.copyOf);
  return EMPTY_TEMPLATE_FORM;
};

const TITLES = { create: EMAIL_TEMPLATES.createTitle, edit: EMAIL_TEMPLATES.editTitle, copy: EMAIL_TEMPLATES.copyTitle } as const;

/**
 * Create / Edit (and Copy, a create that starts from another template's text) of a manual
 * template. Name, subject and content are required ('Missing information' /
 * 'Please fill in all required fields.', error style); the dialog closes once the server has
 * saved; a refusal (a duplicate name) shows the server's reason. Mounted per opening, so it
 * starts from the template, or empty with category welcome.
 */
export const TemplateFormDialog = ({ mode, onClose }: { mode: TemplateFormMode; onClose: () => void }) => {
  const [values, setValues] = useState<TemplateFormValues>(() => initialValues(mode));
  const [missing, setMissing] = useState<string[]>([]);
  const [create, { isPending: isCreating }] = useCreate<EmailTemplateView>();
  const [update, { isPending: isUpdating }] = useUpdate<EmailTemplateView>();
  const toast = useToast();
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isSaving = isCreating || isUpdating;
  const placeholders = mode.kind === 'edit' ? mode.template.placeholders : MANUAL_PLACEHOLDERS;

  // A field marked as missing is no longer marked once something is typed in it.
  const change = (changes: Partial<TemplateFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setMissing((current) => current.filter((field) => !(field in changes)));
  };

  const fail = (error: unknown) => toast(EMAIL_TEMPLATES.saveFailed(userFacingMessage(error)), 'error');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = missingTemplateFields(values);
    setMissing(found);
    if (found.length > 0) {
      toast(MISSING_INFORMATION, 'error');
      return;
    }
    if (mode.kind === 'edit') {
      const body = toUpdateBody(mode.template, values);
      if (Object.keys(body).length === 0) {
        onClose();
        return;
      }
      update(
        'email-templates',
        { id: mode.template.id, data: body, previousData: mode.template },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            toast(EMAIL_TEMPLATES.updated);
            onClose();
          },
          onError: fail,
        },
      );
      return;
    }
    create(
      'email-templates',
      { data: toCreateBody(values) },
      {
        onSuccess: () => {
          toast(EMAIL_TEMPLATES.created);
          onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isPhone}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>{TITLES[mode.kind]}</DialogTitle>
        <DialogContent>
          <TemplateFields values={values} missing={missing} placeholders={placeholders} onChange={change} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSaving}>
            {EMAIL_TEMPLATES.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {mode.kind === 'edit' ? EMAIL_TEMPLATES.updateButton : EMAIL_TEMPLATES.createButton}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
