import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type GetListParams, type GetListResult, type SortPayload } from 'react-admin';
import type {
  AddTerminalBody,
  AuditEntry,
  CreateProviderBody,
  GalleryImage,
  IndustryDefault,
  ProviderWithScores,
  TerminalAdmin,
  UpdateIndustryDefaultBody,
  UpdateProviderBody,
  UpdateTerminalBody,
} from '../../api/catalogueTypes';
import { isSignedOut as isSignedOutMarker, SIGNED_OUT } from '../../authProvider';
import type { ImageKindValue } from '../../crmCalls';
import type { CrmDataProvider } from '../../dataProvider';
import { answerOf } from '../../useCrmQuery';

/** Every catalogue query's key starts with this: a change invalidates them all (cards, counts, audit). */
export const CATALOGUE_KEY = ['catalogue'] as const;

/**
 * A 401 or 403 has signed the user out (useDataProvider, authProvider.checkError): the screen shows
 * the Authentication Error panel while it goes to the sign-in page.
 */
export const isSignedOut = (error: unknown): boolean => isSignedOutMarker(error);

export interface Page<T> {
  data: T[];
  total: number;
}

export type ListFilter = Record<string, string | number | boolean | string[] | undefined>;

/** The largest page the API gives (list-query's default maximum). */
export const MAX_PAGE = 500;

/** The day before now, as the audit filter 'since' takes it (the Recent Changes card counts 24 hours). */
const RECENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One page of a list (the first `size` records) in the given order; empty filter values are left out. */
const listParams = (filter: ListFilter, size: number, sort: SortPayload): GetListParams => ({
  filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '' && value !== 'all')),
  pagination: { page: 1, perPage: Math.max(size, 1) },
  sort,
});

/**
 * The records and total of a data provider list. Once a 401 or 403 has signed the user out,
 * useDataProvider answers `{ data: [] }` without a total: that rejects with SIGNED_OUT.
 */
const pageOf = async <T>(call: Promise<GetListResult>): Promise<Page<T>> => {
  const { data, total } = await call;
  if (total === undefined) throw SIGNED_OUT;
  return { data: data as T[], total };
};

const BY_NAME: SortPayload = { field: 'name', order: 'ASC' };
/** The audit trail's order, newest first (the server's default too). */
const NEWEST_FIRST: SortPayload = { field: 'createdAt', order: 'DESC' };

/** The catalogue's reads and changes, through the data provider (one place reads Content-Range, one signs out on 401/403). */
export const useCatalogueCalls = () => {
  const dataProvider = useDataProvider<CrmDataProvider>();
  return useMemo(
    () => ({
      providers: (filter: ListFilter = {}, size = MAX_PAGE) =>
        pageOf<ProviderWithScores>(dataProvider.getList('providers/with-scores', listParams(filter, size, BY_NAME))),
      terminals: (filter: ListFilter = {}, size = MAX_PAGE) => pageOf<TerminalAdmin>(dataProvider.getTerminalList(listParams(filter, size, BY_NAME))),
      audit: (filter: ListFilter = {}, size = 25) => pageOf<AuditEntry>(dataProvider.getList('audit', listParams(filter, size, NEWEST_FIRST))),
      providerAudit: (id: number, size = 100) => pageOf<AuditEntry>(dataProvider.getList(`providers/${id}/audit`, listParams({}, size, NEWEST_FIRST))),
      gallery: (filter: ListFilter = {}) =>
        pageOf<GalleryImage>(dataProvider.getGalleryList(listParams(filter, MAX_PAGE, { field: 'lastModified', order: 'DESC' }))),
      industryDefaults: () =>
        pageOf<IndustryDefault>(dataProvider.getList('industry-defaults', listParams({}, MAX_PAGE, { field: 'sectorLabel', order: 'ASC' }))),
      updateProvider: (provider: ProviderWithScores, body: UpdateProviderBody) =>
        answerOf(dataProvider.update<ProviderWithScores>('providers', { id: provider.id, data: body, previousData: provider })),
      createProvider: (body: CreateProviderBody) => answerOf(dataProvider.createProviderWithTerminals(body)),
      updateTerminal: (terminal: TerminalAdmin, body: UpdateTerminalBody) =>
        answerOf(dataProvider.update<TerminalAdmin>('terminals', { id: terminal.id, data: body, previousData: terminal })),
      addTerminal: (provider: ProviderWithScores, body: AddTerminalBody) => answerOf(dataProvider.addProviderTerminal(provider.id, body)),
      deleteProvider: (provider: ProviderWithScores) =>
        answerOf(dataProvider.delete<ProviderWithScores>('providers', { id: provider.id, previousData: provider })),
      deleteTerminal: (terminal: TerminalAdmin) => answerOf(dataProvider.delete<TerminalAdmin>('terminals', { id: terminal.id, previousData: terminal })),
      deleteImage: (image: Pick<GalleryImage, 'type' | 'filename'>) => answerOf(dataProvider.deleteGalleryImage(image)),
      updateIndustryDefault: (id: number, body: UpdateIndustryDefaultBody) => answerOf(dataProvider.replaceIndustryDefault(id, body)),
      uploadImage: (kind: ImageKindValue, id: number, image: Blob, filename: string) => answerOf(dataProvider.uploadCatalogueImage(kind, id, image, filename)),
    }),
    [dataProvider],
  );
};

export const useProviders = (filter: ListFilter = {}) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'providers', filter], queryFn: () => catalogue.providers(filter) });
};

export const useTerminals = (filter: ListFilter = {}) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'terminals', filter], queryFn: () => catalogue.terminals(filter) });
};

/** Only the total of a list (one record asked for). */
export const useCount = (what: 'providers' | 'terminals', filter: ListFilter) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, what, 'count', filter], queryFn: async () => (await catalogue[what](filter, 1)).total });
};

/** Audit entries of the last 24 hours (admin and staff only: the audit routes refuse partners). */
export const useRecentChanges = (isEnabled: boolean) => {
  const catalogue = useCatalogueCalls();
  return useQuery({
    queryKey: [...CATALOGUE_KEY, 'audit', 'recent'],
    queryFn: async () => (await catalogue.audit({ since: new Date(Date.now() - RECENT_WINDOW_MS).toISOString() }, 1)).total,
    enabled: isEnabled,
  });
};

export const useAuditTrail = (filter: ListFilter, size: number) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'audit', filter, size], queryFn: () => catalogue.audit(filter, size) });
};

export const useProviderAudit = (id: number) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'audit', 'provider', id], queryFn: () => catalogue.providerAudit(id) });
};

export const useGallery = (isEnabled = true) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'gallery'], queryFn: () => catalogue.gallery(), enabled: isEnabled });
};

export const useIndustryDefaults = (isEnabled: boolean) => {
  const catalogue = useCatalogueCalls();
  return useQuery({ queryKey: [...CATALOGUE_KEY, 'industry-defaults'], queryFn: () => catalogue.industryDefaults(), enabled: isEnabled });
};

/** Fetches every catalogue query again (after a change, and for Refresh Data). */
export const useRefreshCatalogue = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }), [queryClient]);
};
