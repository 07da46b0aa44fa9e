// The library form's writes (spec 02: Create, Update, Delete). They need the pod: a screen disables
// them offline. Each refreshes the libraries lists (and the quota and files a delete changes).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import { createLibrary, deleteLibrary, updateLibrary, type LibraryInput } from './api';
import type { Library } from './model';
import { libraryKeys } from './queries';

function useRefreshLibraries() {
  const queryClient = useQueryClient();
  // Lists not shown now are fetched too: the persisted cache would otherwise give them back, stale,
  // after a reload (a new library missing from "My libraries" for a minute).
  return () => queryClient.invalidateQueries({ queryKey: libraryKeys.lists(), refetchType: 'all' });
}

export function useCreateLibrary() {
  const client = useHttpClient();
  const refresh = useRefreshLibraries();
  return useMutation({
    mutationFn: async (input: LibraryInput): Promise<Library> => unwrap(await createLibrary(client, input)),
    onSuccess: refresh,
  });
}

export function useUpdateLibrary(uuid: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshLibraries();
  return useMutation({
    mutationFn: async (input: Partial<LibraryInput>): Promise<Library> =>
      unwrap(await updateLibrary(client, uuid, input)),
    onSuccess: (library) => {
      queryClient.setQueryData(libraryKeys.detail(uuid), library);
      void refresh();
    },
  });
}

export function useDeleteLibrary(uuid: string) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<null> => unwrap(await deleteLibrary(client, uuid)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: libraryKeys.detail(uuid) });
      // Its files went with it: every list that may have shown them is stale.
      void queryClient.invalidateQueries();
    },
  });
}
