import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { useCallback } from 'react';
import { catalogueApi, type ListFilter } from './catalogueApi';

/** Every catalogue query's key starts with this: a change invalidates them all (cards, counts, audit). */
export const CATALOGUE_KEY = ['catalogue'] as const;

/** A 401 means the session is gone: the screen shows the Authentication Error panel. */
export const isSignedOut = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/** The day before now, as the audit filter 'since' takes it (the Recent Changes card counts 24 hours). */
const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const useProviders = (filter: ListFilter = {}) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, 'providers', filter], queryFn: () => catalogueApi.providers(filter) });

export const useTerminals = (filter: ListFilter = {}) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, 'terminals', filter], queryFn: () => catalogueApi.terminals(filter) });

/** Only the total of a list (one record asked for). */
export const useCount = (what: 'providers' | 'terminals', filter: ListFilter) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, what, 'count', filter], queryFn: async () => (await catalogueApi[what](filter, 1)).total });

/** Audit entries of the last 24 hours (admin and staff only: the audit routes refuse partners). */
export const useRecentChanges = (isEnabled: boolean) =>
  useQuery({
    queryKey: [...CATALOGUE_KEY, 'audit', 'recent'],
    queryFn: async () => (await catalogueApi.audit({ since: new Date(Date.now() - RECENT_WINDOW_MS).toISOString() }, 1)).total,
    enabled: isEnabled,
  });

export const useAuditTrail = (filter: ListFilter, size: number) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, 'audit', filter, size], queryFn: () => catalogueApi.audit(filter, size) });

export const useProviderAudit = (id: number) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, 'audit', 'provider', id], queryFn: () => catalogueApi.providerAudit(id) });

export const useGallery = (isEnabled = true) =>
  useQuery({ queryKey: [...CATALOGUE_KEY, 'gallery'], queryFn: () => catalogueApi.gallery(), enabled: isEnabled });

/** Fetches every catalogue query again (after a change, and for Refresh Data). */
export const useRefreshCatalogue = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }), [queryClient]);
};
