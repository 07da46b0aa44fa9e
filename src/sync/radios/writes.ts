// The radio builder's writes (create, update) and the radio page's delete. They need the pod: a
// screen disables them offline. Each refreshes the radio lists, and the radio's page and tracks.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttpClient } from '../core/client-context';
import { unwrap } from '../core/query-errors';
import {
  createCustomRadio,
  deleteCustomRadio,
  updateCustomRadio,
  type CustomRadioDetail,
  type RadioInput,
} from './custom-api';
import { radioKeys } from './queries';

function useRefreshRadio() {
  const queryClient = useQueryClient();
  return (radio: CustomRadioDetail) => {
    queryClient.setQueryData(radioKeys.detail(radio.id), radio);
    // Lists not shown now too: the persisted cache would give them back stale after a reload.
    void queryClient.invalidateQueries({ queryKey: radioKeys.lists(), refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: radioKeys.allTracks(radio.id), refetchType: 'all' });
  };
}

export function useCreateRadio() {
  const client = useHttpClient();
  const refresh = useRefreshRadio();
  return useMutation({
    mutationFn: async (input: RadioInput): Promise<CustomRadioDetail> => unwrap(await createCustomRadio(client, input)),
    onSuccess: refresh,
  });
}

export function useUpdateRadio(id: number) {
  const client = useHttpClient();
  const refresh = useRefreshRadio();
  return useMutation({
    mutationFn: async (input: RadioInput): Promise<CustomRadioDetail> =>
      unwrap(await updateCustomRadio(client, id, input)),
    onSuccess: refresh,
  });
}

export function useDeleteRadio(id: number) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<null> => unwrap(await deleteCustomRadio(client, id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: radioKeys.detail(id) });
      queryClient.removeQueries({ queryKey: radioKeys.allTracks(id) });
      void queryClient.invalidateQueries({ queryKey: radioKeys.lists(), refetchType: 'all' });
    },
  });
}
