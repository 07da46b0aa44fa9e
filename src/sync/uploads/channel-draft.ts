// The details of a file sent into a channel (pub19): what the upload modal shows for each draft, what
// goes to the pod as `import_metadata` (ENDPOINTS section 5), and the checks made before publishing.
// Pure: no I/O.

import type { ChannelDraft, QueuedUpload } from '../../db/uploads';

export type { ChannelDraft };

/** The licenses offered (codes of a real pod's `licenses/` list). */
export const CHANNEL_LICENSES = [
  'cc0-1.0',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc-by-nc-sa-4.0',
  'cc-by-nd-4.0',
  'cc-by-nc-nd-4.0',
] as const;

/** A real pod's limits of `import_metadata` (ImportMetadataSerializer). */
const TITLE_MAX = 500;
const DESCRIPTION_MAX = 5000;

/** The file's name without its extension. */
function baseName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** What a new draft starts with: its tag's title (else the file's name) in the chosen series. */
export function defaultDraft(
  upload: Pick<QueuedUpload, 'name' | 'metadata' | 'draft'>,
  album: number | null,
): ChannelDraft {
  if (upload.draft) return upload.draft;
  const title = upload.metadata?.title.trim() || baseName(upload.name);
  return { title, album, position: null, description: '', tags: [], license: null, copyright: '' };
}

/** `import_metadata` of a draft: the title, and each other field only when given. */
export function draftMetadata(upload: Pick<QueuedUpload, 'name' | 'metadata' | 'draft'>): Record<string, unknown> {
  const draft = defaultDraft(upload, null);
  const copyright = draft.copyright.trim();
  const description = draft.description.trim();
  return {
    title: draft.title.trim(),
    ...(draft.album !== null ? { album: draft.album } : {}),
    ...(draft.position !== null ? { position: draft.position } : {}),
    ...(description !== '' ? { description } : {}),
    ...(draft.tags.length > 0 ? { tags: draft.tags } : {}),
    ...(draft.license !== null ? { license: draft.license } : {}),
    ...(copyright !== '' ? { copyright } : {}),
    ...(draft.cover ? { cover: draft.cover.uuid } : {}),
  };
}

/** Tags typed as one text: split on commas, `#` dropped, blanks and repeats left out. */
export function parseDraftTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, ''))
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A draft's problems as i18n keys of `channelPublish.errors` (empty: it can be published). */
export function draftProblems(draft: ChannelDraft): string[] {
  const problems: string[] = [];
  const title = draft.title.trim();
  if (title === '') problems.push('titleRequired');
  else if (title.length > TITLE_MAX) problems.push('titleTooLong');
  if (draft.position !== null && (!Number.isInteger(draft.position) || draft.position < 1))
    problems.push('positionInvalid');
  if (draft.description.length > DESCRIPTION_MAX) problems.push('descriptionTooLong');
  return problems;
}
