import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SIGNED_OUT } from './authProvider';
import type { CrmDataProvider } from './dataProvider';

const isEmptyRecord = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * When a call made through useDataProvider fails with a 401 or 403, react-admin signs the user
 * out (authProvider.checkError) and resolves the call with an empty `{ data: {} }` instead of
 * failing. This throws SIGNED_OUT for that answer, so no screen reads it as an answer, nor toasts
 * about it (isSignedOut tells it apart from a failure); any other answer is returned as it is.
 */
export const signedIn = <Answer>(answer: Answer): Answer => {
  if (typeof answer === 'object' && answer !== null && Object.keys(answer).join() === 'data' && isEmptyRecord((answer as unknown as { data: unknown }).data)) {
    throw SIGNED_OUT;
  }
  return answer;
};

/** The data of a call made through useDataProvider (SIGNED_OUT after a 401 or 403, see signedIn). */
export const answerOf = async <Answer>(call: Promise<{ data: Answer }>): Promise<Answer> => signedIn(await call).data;

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
