import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../core/http';
import type { PageParams } from '../core/params';
import { useHttpClient } from '../core/client-context';
import { listeningsQuery } from '../listenings';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';
import { getProfile, listProfileLibraries, updateProfile, uploadAttachment, type ProfileUpdated } from './api';
import type { ProfileChanges } from './model';

export const profileKeys = {
  all: ['profiles'] as const,
  /** By full username (`name@domain`). */
  detail: (fullUsername: string) => [...profileKeys.all, 'detail', fullUsername] as const,
  libraries: (fullUsername: string, params: PageParams) =>
    [...profileKeys.all, 'libraries', fullUsername, params] as const,
};

function profileQuery(client: HttpClient, fullUsername: string) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: profileKeys.detail(fullUsername),
    queryFn: async ({ signal }) => unwrap(await getProfile(client, fullUsername, { signal })),
  });
}

/** Someone's profile by full username; persisted like every page, so a profile seen before opens offline. */
export function useProfile(fullUsername: string, options: HookOptions = {}) {
  return useQuery({ ...profileQuery(useHttpClient(), fullUsername), ...options });
}

export function useProfileLibraries(fullUsername: string, params: PageParams = {}, options: HookOptions = {}) {
  const client = useHttpClient();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: profileKeys.libraries(fullUsername, params),
    queryFn: async ({ signal }) => unwrap(await listProfileLibraries(client, fullUsername, params, { signal })),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** Spec 01 section 7: a profile's activity is `history/listenings` by actor, newest first, 25 a page. */
export const PROFILE_ACTIVITY_PAGE_SIZE = 25;

/** Someone's listenings, newest first. */
export function useProfileListenings(fullUsername: string, page: number) {
  const params = {
    scope: `actor:${fullUsername}`,
    ordering: '-creation_date',
    page_size: PROFILE_ACTIVITY_PAGE_SIZE,
    page,
  } as const;
  return useQuery(listeningsQuery(useHttpClient(), params));
}

export interface ProfileEdit extends Omit<ProfileChanges, 'avatar'> {
  username: string;
  fullUsername: string;
  /** A new avatar image, sent first as an attachment; null removes the avatar; undefined keeps it. */
  avatar?: { file: Blob; name: string } | null;
}

/**
 * Saves one's own profile. Not an outbox write: the pod must answer (the avatar's attachment is
 * made first, and a refusal has to be shown at once), so the form is disabled while offline.
 */
export function useSaveProfile() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, avatar, ...changes }: ProfileEdit): Promise<ProfileUpdated> => {
      let avatarUuid: string | null | undefined = avatar === null ? null : undefined;
      if (avatar) avatarUuid = unwrap(await uploadAttachment(client, avatar.file, avatar.name)).uuid;
      return unwrap(await updateProfile(client, username, { ...changes, avatar: avatarUuid }));
    },
    onSuccess: (_data, edit) => queryClient.invalidateQueries({ queryKey: profileKeys.detail(edit.fullUsername) }),
  });
}
