import { Box } from '@mui/material';
import { Title } from 'react-admin';
import type { CustomerDetailView } from './customerDetailView';
import { CustomerHeader } from './header/CustomerHeader';
import { CustomerTabs } from './CustomerTabs';

/**
 * The loaded customer: its header and the four tabs. Never wider than the screen: the layout
 * around it grows to its content's narrowest width, and the scrollable tab bar alone is wider
 * than a phone, so its width is the room it is given (inline-size containment), not its content's.
 */
export const CustomerDetailContent = ({ view }: { view: CustomerDetailView }) => (
  <Box component="section" aria-labelledby="customer-name" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, contain: 'inline-size' }}>
    <Title title={view.header.businessName} />
    <CustomerHeader header={view.header} />
    <CustomerTabs view={view} />
  </Box>
);
