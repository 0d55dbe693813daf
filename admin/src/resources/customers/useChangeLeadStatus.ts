import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LeadStatus } from '../../api/types';
import type { CrmDataProvider } from '../../dataProvider';
import { userFacingMessage } from '../../httpClient';
import { CUSTOMERS } from '../../messages';
import { useToast } from '../../useToast';

/**
 * Changes a lead's status through PATCH /api/crm/leads/{leadId}/status, with the toasts
 * 'Status Updated' / 'Update Failed: Failed to update customer status: {message}'. On success
 * the customer lists and the board are fetched again (the row's status, its column, its last
 * activity) before the returned promise resolves to true; on failure it resolves to false.
 */
export const useChangeLeadStatus = () => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();

  return useCallback(
    async (leadId: number, status: LeadStatus): Promise<boolean> => {
      try {
        await dataProvider.changeLeadStatus(leadId, status);
      } catch (error) {
        toast(CUSTOMERS.statusUpdateFailed(userFacingMessage(error) ?? CUSTOMERS.unknownError), 'error');
        return false;
      }
      toast(CUSTOMERS.statusUpdated);
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
      return true;
    },
    [dataProvider, queryClient, toast],
  );
};
