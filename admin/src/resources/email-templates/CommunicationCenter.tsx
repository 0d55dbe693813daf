import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { Box, Button, Pagination, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData } from '@tanstack/react-query';
import { Title, useCanAccess, useGetList } from 'react-admin';
import type { EmailTemplateView } from '../../api/types';
import { EMAIL_TEMPLATES } from '../../messages';
import { useToast } from '../../useToast';
import type { TemplateRights } from './TemplateCard';
import { TemplateFilterBar } from './TemplateFilterBar';
import { TemplateFormDialog, type TemplateFormMode } from './TemplateFormDialog';
import { TemplateGrid } from './TemplateGrid';
import { TemplatePreviewDialog } from './TemplatePreviewDialog';
import type { TemplateFilter } from './templateView';

/** Cards on one page (the server pages and sorts; 24 fills rows of 1, 2, 3 or 4). */
const PER_PAGE = 24;

type OpenDialog = TemplateFormMode | { kind: 'preview'; template: EmailTemplateView } | null;

const useTemplateRights = (): TemplateRights => {
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'email-templates', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'email-templates', action: 'edit' });
  const { canAccess: canDeactivate = false } = useCanAccess({ resource: 'email-templates', action: 'delete' });
  const { canAccess: canSwitchAutomations = false } = useCanAccess({ resource: 'email-automations', action: 'edit' });
  return { canCreate, canEdit, canDeactivate, canSwitchAutomations };
};

/**
 * The communication center at /crm/email-templates: 'Email Templates',
 * search and category filters, the templates as cards, and the Preview, Create / Edit / Copy
 * dialogs. Templates are the server's, sorted by name; inactive ones stay listed with their badge.
 */
export const CommunicationCenter = () => {
  const rights = useTemplateRights();
  const [filter, setFilter] = useState<TemplateFilter>({});
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toast = useToast();
  const list = useGetList<EmailTemplateView>(
    'email-templates',
    { filter, pagination: { page, perPage: PER_PAGE }, sort: { field: 'name', order: 'ASC' } },
    { placeholderData: keepPreviousData },
  );
  const pageCount = Math.max(1, Math.ceil((list.total ?? 0) / PER_PAGE));

  // A new filter starts again at the first page.
  const changeFilter = useCallback((next: SetStateAction<TemplateFilter>) => {
    setFilter(next);
    setPage(1);
  }, []);
  // A failed load says 'Template load failed' (the list also says so, with Try again).
  useEffect(() => {
    if (list.error) toast(EMAIL_TEMPLATES.loadFailed, 'error');
  }, [list.error, toast]);

  return (
    <Box component="section" aria-labelledby="email-templates-title" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Title title={EMAIL_TEMPLATES.title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography id="email-templates-title" variant="h4" component="h1">
            {EMAIL_TEMPLATES.title}
          </Typography>
          <Typography color="text.secondary">{EMAIL_TEMPLATES.subtitle}</Typography>
        </Box>
        {rights.canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
            aria-haspopup="dialog"
            sx={{ flex: '0 0 auto', alignSelf: { xs: 'stretch', sm: 'auto' } }}
          >
            {EMAIL_TEMPLATES.newTemplate}
          </Button>
        )}
      </Stack>
      <TemplateFilterBar filter={filter} setFilter={changeFilter} />
      <TemplateGrid
        templates={list.data}
        isPending={list.isPending}
        error={list.error}
        isFiltered={!!filter.q || !!filter.category}
        onRetry={() => void list.refetch()}
        rights={rights}
        onOpen={(kind, template) => setDialog({ kind, template })}
      />
      {pageCount > 1 && (
        <Pagination count={pageCount} page={page} onChange={(_, next: number) => setPage(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />
      )}
      {dialog?.kind === 'preview' && <TemplatePreviewDialog template={dialog.template} onClose={() => setDialog(null)} />}
      {dialog && dialog.kind !== 'preview' && <TemplateFormDialog mode={dialog} onClose={() => setDialog(null)} />}
    </Box>
  );
};
