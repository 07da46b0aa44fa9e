// Profiles (ENDPOINTS §2): there is no public user endpoint, a profile is read from the user's actor
// (`federation/actors/{user@domain}/`); one's own is written with `PATCH users/{username}/`, its
// avatar first sent as an attachment (`POST attachments/`, multipart `file`).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapAttachment, mapContent, mapPage, type Attachment, type Content, type Page } from '../core/model';
import { toQuery, type CallOptions, type PageParams } from '../core/params';
import { mapLibrary, type Library } from '../libraries';
import { mapProfile, type Profile, type ProfileChanges } from './model';
import { actorLibraryPageSchema, attachmentSchema, fullActorSchema, profileUpdatedSchema } from './schema';

const actorPath = (fullUsername: string) => `federation/actors/${encodeURIComponent(fullUsername)}/`;

export async function getProfile(
  client: HttpClient,
  fullUsername: string,
  options: CallOptions = {},
): Promise<Result<Profile>> {
  const result = await client.get(actorPath(fullUsername), { schema: fullActorSchema, ...options });
  return mapResult(result, mapProfile);
}

/** The actor's libraries holding something the caller may play (a real pod's rule). */
export async function listProfileLibraries(
  client: HttpClient,
  fullUsername: string,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Library>>> {
  const result = await client.get(`${actorPath(fullUsername)}libraries/`, {
    query: toQuery(params),
    schema: actorLibraryPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapLibrary));
}

/** `POST attachments/`: an image the pod keeps; its uuid then goes into a write (`avatar`). */
export async function uploadAttachment(
  client: HttpClient,
  file: Blob,
  filename: string,
  options: CallOptions = {},
): Promise<Result<Attachment>> {
  const form = new FormData();
  form.append('file', file, filename);
  const result = await client.post('attachments/', { form, schema: attachmentSchema, ...options });
  return mapResult(result, (attachment) => mapAttachment(attachment)!);
}

export interface ProfileUpdated {
  name: string | null;
  summary: Content | null;
  avatar: Attachment | null;
}

/** `PATCH users/{username}/` with the changed fields; the bio as markdown, an empty one as null. */
export async function updateProfile(
  client: HttpClient,
  username: string,
  changes: ProfileChanges,
  options: CallOptions = {},
): Promise<Result<ProfileUpdated>> {
  const body: Record<string, unknown> = {};
  if (changes.name !== undefined) body.name = changes.name;
  if (changes.bio !== undefined)
    body.summary = changes.bio.trim() === '' ? null : { text: changes.bio, content_type: 'text/markdown' };
  if (changes.avatar !== undefined) body.avatar = changes.avatar;
  const result = await client.request('PATCH', `users/${encodeURIComponent(username)}/`, {
    json: body,
    schema: profileUpdatedSchema,
    ...options,
  });
  return mapResult(result, (updated) => ({
    name: updated.name ?? null,
    summary: mapContent(updated.summary),
    avatar: mapAttachment(updated.avatar),
  }));
}
