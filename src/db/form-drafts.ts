// Issue 22: what a user typed into a form whose write needs the pod (an edit suggestion, a report, a
// moderation note or rule). Nothing there is queued, since a real pod cannot tell a re-sent report
// from a new one; instead the input is kept on the device until the pod has answered, so that going
// offline, a refusal or a reload loses nothing. One row per user and form.

import { getDb } from './schema';

export interface FormDraftRow {
  /** `{scope} {form}`: the user's outbox scope (db/outbox `scopeOfSession`) and the form's own key. */
  key: string;
  /** The form's input as the form wrote it; read back through the form's own parser. */
  value: unknown;
  savedAt: number;
}

const keyOf = (scope: string, form: string) => `${scope} ${form}`;

/** The kept input of a form, or undefined when there is none (or the database cannot be read). */
export async function readFormDraft(scope: string, form: string): Promise<unknown> {
  try {
    return (await getDb().formDrafts.get(keyOf(scope, form)))?.value;
  } catch {
    return undefined;
  }
}

export async function saveFormDraft(scope: string, form: string, value: unknown): Promise<void> {
  await getDb().formDrafts.put({ key: keyOf(scope, form), value, savedAt: Date.now() });
}

/** Called once the pod has taken the input (or the user discards it). */
export async function clearFormDraft(scope: string, form: string): Promise<void> {
  await getDb().formDrafts.delete(keyOf(scope, form));
}
