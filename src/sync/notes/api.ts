// Moderators' notes on the wire (ENDPOINTS §13): `manage/moderation/notes/` list, create, delete.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { fetchAllPages } from '../core/pages';
import type { CallOptions } from '../core/params';
import { apiNoteTarget, byCreation, isNoteOn, mapNote, noteTargetToken, type Note, type NoteTarget } from './model';
import { noteSchema, notePageSchema, type ApiNote } from './schema';

/** A thread is short; four pages of 50 is far more than a moderator writes on one object. */
const MAX_NOTE_PAGES = 4;

/** The notes of one target, oldest first. */
export async function listNotes(client: HttpClient, target: NoteTarget, options: CallOptions = {}) {
  const result = await fetchAllPages<ApiNote, ApiNote>(client, 'manage/moderation/notes/', {
    query: { q: noteTargetToken(target), page_size: 50 },
    schema: notePageSchema,
    map: (note) => note,
    maxPages: MAX_NOTE_PAGES,
    ...options,
  });
  return mapResult(result, (notes) =>
    notes
      .filter((note) => isNoteOn(note, target))
      .map(mapNote)
      .sort(byCreation),
  );
}

export async function createNote(client: HttpClient, target: NoteTarget, summary: string): Promise<Result<Note>> {
  const result = await client.post('manage/moderation/notes/', {
    json: { summary, target: apiNoteTarget(target) },
    schema: noteSchema,
  });
  return mapResult(result, mapNote);
}

/** `DELETE manage/moderation/notes/{uuid}/`; a note already gone (404) is what was asked. */
export async function deleteNote(client: HttpClient, uuid: string): Promise<Result<null>> {
  const result = await client.request<unknown>('DELETE', `manage/moderation/notes/${encodeURIComponent(uuid)}/`);
  if (!result.ok && result.error.status === 404) return { ok: true, data: null, status: 404 };
  return mapResult(result, () => null);
}
