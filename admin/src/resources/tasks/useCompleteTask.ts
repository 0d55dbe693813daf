import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CompleteTaskBody } from '../../api/types';
import type { CrmDataProvider } from '../../dataProvider';
import type { TaskRecord } from './types';

/**
 * POST /api/crm/tasks/{taskId}/complete through the data provider (so a 401/403 signs out as
 * everywhere else); once it has answered, every tasks query is fetched again (a completed task
 * leaves the Pending filter). The refetch is not awaited: the caller's own callbacks (its toast)
 * run first, before the refetched list can take the row, and its dialog, away.
 */
export const useCompleteTask = () => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: TaskRecord['id']; body: CompleteTaskBody }) => dataProvider.completeTask(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
};
