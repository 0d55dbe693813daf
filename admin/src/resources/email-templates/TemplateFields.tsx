import { useRef } from 'react';
import { Box, TextField } from '@mui/material';
import { EMAIL_TEMPLATES } from '../../messages';
import { PlaceholderList } from './PlaceholderList';
import { isTemplateCategory } from '@domain/email/template-categories';
import { categoryLabel, editorCategories, insertAt, placeholderToken, type TemplateFormValues } from './templateView';

export interface TemplateFieldsProps {
  values: TemplateFormValues;
  /** The required fields found empty at the last save (marked until edited). */
  missing: readonly string[];
  placeholders: readonly string[];
  onChange: (changes: Partial<TemplateFormValues>) => void;
}

/**
 * Template Name (placeholder 'Welcome Email'), Category, Email Subject, the available placeholders
 * and Email Content, at least 200 px high. Choosing a placeholder writes it into the
 * content at the cursor.
 */
export const TemplateFields = ({ values, missing, placeholders, onChange }: TemplateFieldsProps) => {
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const isMissing = (field: keyof TemplateFormValues) => missing.includes(field);

  const insert = (name: string) => {
    const area = contentRef.current;
    const end = values.content.length;
    const next = insertAt(values.content, area?.selectionStart ?? end, area?.selectionEnd ?? end, placeholderToken(name));
    onChange({ content: next.content });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, pt: 1 }}>
        <TextField
          label={EMAIL_TEMPLATES.fields.name}
          placeholder={EMAIL_TEMPLATES.fields.namePlaceholder}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
          required
          error={isMissing('name')}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={EMAIL_TEMPLATES.fields.category}
          value={values.category}
          onChange={(event) => isTemplateCategory(event.target.value) && onChange({ category: event.target.value })}
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
        onChange={(event) => onChange({ subject: event.target.value })}
        required
        error={isMissing('subject')}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <PlaceholderList names={placeholders} onInsert={insert} />
      <TextField
        label={EMAIL_TEMPLATES.fields.content}
        value={values.content}
        onChange={(event) => onChange({ content: event.target.value })}
        required
        error={isMissing('content')}
        fullWidth
        multiline
        minRows={6}
        margin="normal"
        inputRef={contentRef}
        // The content field is at least 200 px high.
        sx={{ '& textarea': { minHeight: 200 } }}
        slotProps={{ htmlInput: { maxLength: 16000 } }}
      />
    </>
  );
};
