import type { CheckboxOwnerState } from '@mui/material/Checkbox';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with blues dark enough for WCAG AA text contrast (4.5:1): its app bar
 * (#2196f3 under white text, 3.1:1) and MUI's primary (#1976d2 as a focused field's label on the
 * filled input's grey, 4.0:1) fell short. #1565c0 gives 5.7:1 under white and 5.0:1 on that grey.
 *
 * Checkboxes: react-admin 5.15's row checkbox (DataTable bulk selection) sets its 'Select this
 * row' aria-label on MUI 9's Checkbox root, a span, so the input itself has no name (axe: label,
 * critical). A checkbox given an aria-label gives it to its input as well; one that names its input
 * itself (slotProps.input, like the select-all box) is left as it is.
 */
export const LIGHT_THEME: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          input: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
        },
      },
    },
  },
};
