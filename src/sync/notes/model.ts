// Internal notes of the moderation area (spec 02 section 2): a note is attached to a report, a
// sign-up request or an account. The pod names the target by the report's or request's uuid, or by
// the account's full username.

import { mapActor, type Actor } from '../core/model';
import type { ApiNote } from './schema';

export type NoteTarget = { type: 'report' | 'request'; uuid: string } | { type: 'account'; fullUsername: string };

export interface Note {
  uuid: string;
  creationDate: string;
  summary: string;
  author: Actor | null;
}

/** `target` as the pod takes it. */
export function apiNoteTarget(target: NoteTarget) {
  return target.type === 'account'
    ? { type: 'account', full_username: target.fullUsername }
    : { type: target.type, uuid: target.uuid };
}

/** The smart-search token that asks the pod for one target's notes. */
export function noteTargetToken(target: NoteTarget): string {
  return `target:${target.type}:${target.type === 'account' ? target.fullUsername : target.uuid}`;
}

/** Whether a listed note is on this target (the list is filtered again here, whatever the pod did with `q`). */
export function isNoteOn(note: ApiNote, target: NoteTarget): boolean {
  if (note.target?.type !== target.type) return false;
  return target.type === 'account'
    ? note.target.full_username?.toLowerCase() === target.fullUsername.toLowerCase()
    : note.target.uuid === target.uuid;
}

export function mapNote(note: ApiNote): Note {
  return {
    uuid: note.uuid,
    creationDate: note.creation_date,
    summary: note.summary,
    author: mapActor(note.author),
  };
}

/** Oldest first, as a thread reads. */
export const byCreation = (a: Note, b: Note) => a.creationDate.localeCompare(b.creationDate);
