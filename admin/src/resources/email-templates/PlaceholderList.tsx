import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { EMAIL_TEMPLATES } from '../../messages';
import { placeholderToken } from './templateView';

/** The placeholders a template may use (the dialog lists them); choosing one writes it into the content at the cursor. */
export const PlaceholderList = ({ names, onInsert }: { names: readonly string[]; onInsert: (name: string) => void }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {EMAIL_TEMPLATES.placeholdersTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {EMAIL_TEMPLATES.placeholdersHint}
      </Typography>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {names.map((name) => (
          <li key={name}>
            <Chip
              label={placeholderToken(name)}
              variant="outlined"
              onClick={() => onInsert(name)}
              aria-label={EMAIL_TEMPLATES.insertPlaceholder(name)}
              sx={{ fontFamily: 'monospace' }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
};
