// The notes panel's reads (persisted, so a thread seen before shows offline) and writes (never
// queued: the form keeps its text as a draft until the pod has taken it).

import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import type { UiText } from '../core/errors';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { createNote, deleteNote, listNotes } from './api';
import type { NoteTarget } from './model';

export const noteKeys = {
  all: ['notes'] as const,
  of: (target: NoteTarget) =>
    [...noteKeys.all, target.type, target.type === 'account' ? target.fullUsername : target.uuid] as const,
};

export function useNotes(target: NoteTarget) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: noteKeys.of(target),
    queryFn: async ({ signal }) => unwrap(await listNotes(client, target, { signal })),
    staleTime: 0,
  });
}

type CommandResult = { ok: true } | { ok: false; messages: UiText[] };

/** Adding and deleting a target's notes; the thread is asked again after each. */
export function useNoteCommands(target: NoteTarget) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const key = noteKeys.of(target);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);

  const add = useCallback(
    async (summary: string): Promise<CommandResult> => {
      const result = await createNote(client, target, summary);
      if (!result.ok) return { ok: false, messages: result.error.messages };
      await refresh();
      return { ok: true };
    },
    [client, target, refresh],
  );

  const remove = useCallback(
    async (uuid: string): Promise<CommandResult> => {
      const result = await deleteNote(client, uuid);
      if (!result.ok) return { ok: false, messages: result.error.messages };
      await refresh();
      return { ok: true };
    },
    [client, refresh],
  );

  return { add, remove };
}
