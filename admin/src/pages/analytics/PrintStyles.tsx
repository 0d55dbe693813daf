import { GlobalStyles } from '@mui/material';

/**
 * Export PDF prints the screen (through the browser's print): on paper the page is A4 portrait, and
 * the navigation (app bar, sidebar) and the screen's own controls ([data-print="hide"]) are left
 * out, so the figures fill the page. Only mounted while the analytics screen is shown.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        // react-admin's sidebar is a docked MUI drawer (RaSidebar-docked) beside the content.
        '.MuiAppBar-root, .RaLayout-contentWithSidebar > .MuiDrawer-root, [data-print="hide"]': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important', backgroundColor: '#fff' },
        '.RaLayout-content': { padding: '0 !important', backgroundColor: '#fff' },
        body: { backgroundColor: '#fff', printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    }}
  />
);
