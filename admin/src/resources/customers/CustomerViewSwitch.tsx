import { Box, Button, ButtonGroup } from '@mui/material';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { LinkBase } from 'react-admin';
import { CUSTOMERS } from '../../messages';
import { CUSTOMERS_PATH, PIPELINE_PATH } from '../../paths';

const VIEWS = [
  { key: 'list', to: CUSTOMERS_PATH, label: CUSTOMERS.listView, icon: <TableRowsIcon /> },
  { key: 'pipeline', to: PIPELINE_PATH, label: CUSTOMERS.pipelineView, icon: <ViewKanbanIcon /> },
] as const;

/** List | Pipeline: two links, the open one marked current. The filters are shared (react-admin's store). */
export const CustomerViewSwitch = ({ current }: { current: 'list' | 'pipeline' }) => (
  <Box component="nav" aria-label={CUSTOMERS.viewsLabel}>
    <ButtonGroup size="small" variant="outlined">
      {VIEWS.map(({ key, to, label, icon }) => (
        <Button
          key={key}
          component={LinkBase}
          to={to}
          aria-current={current === key ? 'page' : undefined}
          variant={current === key ? 'contained' : 'outlined'}
          startIcon={icon}
        >
          {label}
        </Button>
      ))}
    </ButtonGroup>
  </Box>
);
