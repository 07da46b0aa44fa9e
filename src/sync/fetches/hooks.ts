// fetch21: the federation fetch status dialog's engine: request, then wait (polls), then the outcome.
// It serves both the remote object panel (`federation/fetches/`, recorded in this device's past
// fetches) and "Refresh from remote" (`{type}/{id}/fetches/`, which reloads the page's data when done).

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { savePastFetch, usePastFetches, type PastFetchRow } from '../../db/fetches';
import { scopeOfSession } from '../../db/outbox';
import { useSession } from '../../db/session';
import { albumKeys, artistKeys, trackKeys } from '../catalogue';
import { useHttpClient } from '../core/client-context';
import type { ApiError } from '../core/errors';
import type { Result } from '../core/http';
import { createFetch, refreshObject, type RefreshableType } from './api';
import { fetchErrorOf, fetchObjectOf, fetchOutcome, type Fetch, type FetchOutcome } from './model';
import { pollFetch } from './poll';

export type FetchDialogState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'waiting'; fetch: Fetch; polls: number }
  | { phase: 'done'; fetch: Fetch; outcome: FetchOutcome }
  /** The polls ran out while the pod was still at it. */
  | { phase: 'later'; fetch: Fetch }
  /** The pod refused the request or could not be asked. */
  | { phase: 'failed'; error: ApiError };

const KEYS: Record<RefreshableType, { all: readonly unknown[] }> = {
  artist: artistKeys,
  album: albumKeys,
  track: trackKeys,
};

async function reloadObject(queryClient: QueryClient, type: RefreshableType): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: KEYS[type].all });
}

function pastRow(scope: string, query: string, fetch: Fetch, createdAt: number) {
  const outcome = fetchOutcome(fetch);
  const error =
    outcome.state === 'errored' ? outcome.error : fetch.status === 'errored' ? fetchErrorOf(fetch.detail) : null;
  return {
    scope,
    id: fetch.id,
    query,
    status: fetch.status,
    route: outcome.state === 'finished' ? outcome.route : null,
    errorKind: error?.kind ?? null,
    statusCode: error?.statusCode ?? null,
    createdAt,
  };
}

/** The dialog's state and its two ways in. Leaving (unmount or `close`) stops the polls. */
export function useFederationFetch() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const scope = scopeOfSession(useSession());
  const [state, setState] = useState<FetchDialogState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (
      request: (signal: AbortSignal) => Promise<Result<Fetch>>,
      expected: RefreshableType | undefined,
      record: ((fetch: Fetch) => Promise<void>) | null,
      done?: () => Promise<void>,
    ) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      setState({ phase: 'requesting' });
      const created = await request(signal);
      if (signal.aborted) return;
      if (!created.ok) {
        setState({ phase: 'failed', error: created.error });
        return;
      }
      await record?.(created.data);
      setState({ phase: 'waiting', fetch: created.data, polls: 0 });
      const result = await pollFetch(client, created.data, {
        signal,
        onUpdate: (fetch, polls) => {
          if (!signal.aborted && fetch.status === 'pending') setState({ phase: 'waiting', fetch, polls });
        },
      });
      if (signal.aborted) return;
      await record?.(result.fetch);
      if (result.kind === 'failed') setState({ phase: 'failed', error: result.error });
      else if (result.kind === 'gave-up') setState({ phase: 'later', fetch: result.fetch });
      else setState({ phase: 'done', fetch: result.fetch, outcome: fetchOutcome(result.fetch, expected) });
      await done?.();
    },
    [client],
  );

  /** Fetch by URL or handle, from the remote object panel (recorded on this device). */
  const start = useCallback(
    (query: string) => {
      const createdAt = Date.now();
      const record =
        scope === null ? null : (fetch: Fetch) => savePastFetch(pastRow(scope, query.trim(), fetch, createdAt));
      void run((signal) => createFetch(client, fetchObjectOf(query), { signal }), undefined, record);
    },
    [client, run, scope],
  );

  /** "Refresh from remote" on another pod's artist, album or track. */
  const refresh = useCallback(
    (type: RefreshableType, id: number) => {
      void run(
        (signal) => refreshObject(client, type, id, { signal }),
        type,
        null,
        () => reloadObject(queryClient, type),
      );
    },
    [client, queryClient, run],
  );

  const close = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, refresh, close };
}

/** This device's past fetches of the signed-in user, newest first. */
export function useMyPastFetches(): PastFetchRow[] | undefined {
  return usePastFetches(scopeOfSession(useSession()));
}
