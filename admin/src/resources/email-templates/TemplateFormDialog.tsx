import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useUpdate } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import { userFacingMessage } from '../../httpClient';
import { EMAIL_TEMPLATES, MISSING_INFORMATION } from '../../messages';
import { useToast } from '../../useToast';
import { PlaceholderList } from './PlaceholderList';
import {
  categoryLabel,
  editorCategories,
  EMPTY_TEMPLATE_FORM,
  formFromCopy,
  formFromTemplate,
  insertAt,
  isTemplateCategory,
  MANUAL_PLACEHOLDERS,
  missingTemplateFields,
  placeholderToken,
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
 * template (spec §2, §4, §5). Name, subject and content are required ('Missing information' /
 * 'Please fill in all required fields.', error style); the dialog closes once the server has
 * saved; a refusal (a duplicate name) shows the server's reason. Mounted per opening, so it
 * starts from the template, or empty with category welcome.
 */
export const TemplateFormDialog = ({ mode, onClose }: { mode: TemplateFormMode; onClose: () => void }) => {
  const [values, setValues] = useState<TemplateFormValues>(() => initialValues(mode));
  const [missing, setMissing] = useState<string[]>([]);
  const [create, { isPending: isCreating }] = useCreate<EmailTemplateView>();
  const [update, { isPending: isUpdating }] = useUpdate<EmailTemplateView>();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const toast = useToast();
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const isSaving = isCreating || isUpdating;
  const placeholders = mode.kind === 'edit' ? mode.template.placeholders : MANUAL_PLACEHOLDERS;

  // A field marked as missing is no longer marked once something is typed in it.
  const change = (field: keyof TemplateFormValues) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((name) => name !== field));
  };

  const insert = (name: string) => {
    const area = contentRef.current;
    const next = insertAt(values.content, area?.selectionStart ?? values.content.length, area?.selectionEnd ?? values.content.length, placeholderToken(name));
    setValues((current) => ({ ...current, content: next.content }));
    setMissing((current) => current.filter((name) => name !== 'content'));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
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
      update('email-templates', { id: mode.template.id, data: body, previousData: mode.template }, {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast(EMAIL_TEMPLATES.updated);
          onClose();
        },
        onError: fail,
      });
      return;
    }
    create('email-templates', { data: toCreateBody(values) }, {
      onSuccess: () => {
        toast(EMAIL_TEMPLATES.created);
        onClose();
      },
      onError: fail,
    });
  };

  const fieldError = (field: string) => missing.includes(field);

  return (
    <Dialog open onClose={isSaving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={isPhone}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
        <DialogTitle id={titleId}>{TITLES[mode.kind]}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, pt: 1 }}>
            <TextField
              label={EMAIL_TEMPLATES.fields.name}
              placeholder={EMAIL_TEMPLATES.fields.namePlaceholder}
              value={values.name}
              onChange={change('name')}
              required
              error={fieldError('name')}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              select
              label={EMAIL_TEMPLATES.fields.category}
              value={values.category}
              onChange={(event) => {
                const { value } = event.target;
                if (isTemplateCategory(value)) setValues((current) => ({ ...current, category: value }));
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {editorCategories(values.category).map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </TextField>
          </Box>
          <TextField
            label={EMAIL_TEMPLATES.fields.subject}
            value={values.subject}
            onChange={change('subject')}
            required
            error={fieldError('subject')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <PlaceholderList names={placeholders} onInsert={insert} />
          <TextField
            label={EMAIL_TEMPLATES.fields.content}
            value={values.content}
            onChange={change('content')}
            required
            error={fieldError('content')}
            fullWidth
            multiline
            minRows={6}
            margin="normal"
            inputRef={contentRef}
            // Spec §2: the content field is at least 200 px high.
            sx={{ '& textarea': { minHeight: 200 } }}
            slotProps={{ htmlInput: { maxLength: 16000 } }}
          />
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
