import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SIGNED_OUT } from './authProvider';
import type { CrmDataProvider } from './dataProvider';

/**
 * The answer of a call made through useDataProvider. When the call failed with a 401 or 403,
 * react-admin has signed the user out (authProvider.checkError) and resolves it with an empty
 * `{ data: {} }` instead of failing: that rejects with SIGNED_OUT here, so no screen reads it as
 * an answer, nor toasts about it (isSignedOut tells it apart from a failure).
 */
export const answerOf = async <Answer>(call: Promise<{ data: Answer }>): Promise<Answer> => {
  const { data } = await call;
  const isEmptyObject = typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length === 0;
  if (isEmptyObject) throw SIGNED_OUT;
  return data;
};

/**
 * A read of one of the data provider's own calls (CrmDataProvider), in react-admin's query cache
 * (queryClient.ts: never stale, no refetch interval or on focus, no retries). The call goes
 * through useDataProvider, so a 401 or 403 signs the user out like every other call.
 */
export const useCrmQuery = <Answer>(
  queryKey: QueryKey,
  call: (dataProvider: CrmDataProvider) => Promise<{ data: Answer }>,
  enabled = true,
): UseQueryResult<Answer> => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  return useQuery({ queryKey, queryFn: () => answerOf(call(dataProvider)), enabled });
};
