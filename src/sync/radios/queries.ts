import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCustomRadios, type RadioListParams } from './list-api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import type { PageParams } from '../core/params';
import {
  getCustomRadio,
  listCustomRadioTracks,
  listRadioFilterKinds,
  lookUpFilterValues,
  validateRadioFilters,
} from './custom-api';
import type { Autocomplete } from './config';
import type { ApiRadioFilter } from './schema';

export const radioKeys = {
  all: ['radios'] as const,
  lists: () => [...radioKeys.all, 'list'] as const,
  list: (params: RadioListParams) => [...radioKeys.lists(), params] as const,
  detail: (id: number) => [...radioKeys.all, 'detail', id] as const,
  tracks: (id: number, params: PageParams) => [...radioKeys.all, 'tracks', id, params] as const,
  allTracks: (id: number) => [...radioKeys.all, 'tracks', id] as const,
  filterKinds: () => [...radioKeys.all, 'filter-kinds'] as const,
  candidates: (filters: readonly ApiRadioFilter[]) => [...radioKeys.all, 'candidates', filters] as const,
  lookUp: (path: string, text: string) => [...radioKeys.all, 'look-up', path, text] as const,
};

export function radioListQuery(client: HttpClient, params: RadioListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: radioKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listCustomRadios(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCustomRadios(params: RadioListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...radioListQuery(useHttpClient(), params), ...options });
}

/** One radio (persisted: its page browses offline from the cache). */
export function useCustomRadio(id: number, options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: radioKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getCustomRadio(client, id, { signal })),
    ...options,
  });
}

export function useCustomRadioTracks(id: number, params: PageParams, options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: radioKeys.tracks(id, params),
    queryFn: async ({ signal }) => unwrap(await listCustomRadioTracks(client, id, params, { signal })),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The kinds of filter the pod offers (`filters/`). */
export function useRadioFilterKinds() {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: radioKeys.filterKinds(),
    queryFn: async ({ signal }) => unwrap(await listRadioFilterKinds(client, { signal })),
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * Each filter's candidates (`validate/`), in the order of `filters`. A question to the pod about a
 * form being edited: not kept across reloads, and only asked online (the pod answers it, not a cache).
 */
export function useFilterCandidates(filters: readonly ApiRadioFilter[], options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    networkMode: 'online',
    queryKey: radioKeys.candidates(filters),
    queryFn: async ({ signal }) => unwrap(await validateRadioFilters(client, [...filters], { signal })),
    placeholderData: keepPreviousData,
    meta: { persist: false },
    enabled: (options.enabled ?? true) && filters.length > 0,
  });
}

/** The values a filter's look-up offers for the typed text (none asked for an empty text). */
export function useFilterValueLookUp(autocomplete: Autocomplete | null, text: string) {
  const client = useHttpClient();
  const trimmed = text.trim();
  return useQuery({
    ...sharedQueryOptions,
    networkMode: 'online',
    queryKey: radioKeys.lookUp(autocomplete?.path ?? '', trimmed),
    queryFn: async ({ signal }) => unwrap(await lookUpFilterValues(client, autocomplete!, trimmed, { signal })),
    meta: { persist: false },
    enabled: autocomplete !== null && trimmed !== '',
  });
}
