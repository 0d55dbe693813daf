import { useEffect } from 'react';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';

/**
 * A read of the API outside react-admin's data provider (a screen's own call), through the shared
 * query cache (no refetch interval or on focus, never stale, no retries); a 401 or 403 signs the user out like every other call.
 */
export const useApiQuery = <Answer>(queryKey: QueryKey, queryFn: () => Promise<Answer>, enabled = true): UseQueryResult<Answer> => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey, queryFn, enabled });
  const { error } = query;
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return query;
};
