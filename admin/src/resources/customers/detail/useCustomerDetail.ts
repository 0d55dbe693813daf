import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import type { CrmDataProvider } from '../../../dataProvider';
import { answerOf } from '../../../useCrmQuery';
import { emailRefreshDelay } from './emailRefresh';
import { toCustomerDetailView, type CustomerDetailView } from './customerDetailView';

/**
 * The detail's cache key. It starts with 'customers' like react-admin's keys for that resource,
 * so what invalidates the customers (a delete, a status change) refreshes the list and this.
 */
export const customerDetailKey = (customerId: string) => ['customers', 'detail', customerId] as const;

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

export interface CustomerDetailState {
  view: CustomerDetailView | undefined;
  isPending: boolean;
  /** Unknown, or another provider's customer for a partner: the server answers 404 for both. */
  isNotFound: boolean;
  error: unknown;
  refetch: () => void;
}

/** GET /api/crm/customers/{id} through the data provider; a 401 or 403 signs the user out like every other call. */
export const useCustomerDetail = (customerId: string): CustomerDetailState => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  const query = useQuery({
    queryKey: customerDetailKey(customerId),
    queryFn: () => answerOf(dataProvider.getCustomerDetail(customerId)),
    // An email just sent goes from Queued to Sent in the background: ask again until it has (emailRefresh.ts).
    refetchInterval: (current) => emailRefreshDelay(current.state.data),
  });
  const { data, error, isPending, refetch } = query;

  const view = useMemo(() => (data ? toCustomerDetailView(data) : undefined), [data]);
  return { view, isPending, isNotFound: isNotFound(error), error, refetch: () => void refetch() };
};
