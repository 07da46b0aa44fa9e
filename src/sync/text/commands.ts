// Commands of the rich-text widgets: the markdown preview and the description editor's save.
// Components call these; they never fetch (docs/architecture.md).

import { patchContent, previewText } from './api';
import type { UiText } from '../core/errors';
import { httpClient } from '../runtime';

type TextCommandResult<T> = { ok: true; data: T } | { ok: false; messages: UiText[] };

/** The pod's rendering of markdown (spec 02 section 7, `fetchHtml`): unsanitized HTML. */
export async function renderPreview(
  text: string,
  permissive = false,
  signal?: AbortSignal,
): Promise<TextCommandResult<string>> {
  const result = await previewText(httpClient, text, permissive, { signal });
  return result.ok ? { ok: true, data: result.data } : { ok: false, messages: result.error.messages };
}

/**
 * Saves an object's description (or another rich-text field): `PATCH updateUrl` with the markdown,
 * or null when the text is empty. The answer is the updated object; a refusal gives the pod's
 * messages, flattened, for the editor to list under its failure header.
 */
export async function updateDescription(
  updateUrl: string,
  text: string,
  field = 'description',
): Promise<TextCommandResult<unknown>> {
  const result = await patchContent(httpClient, updateUrl, field, text);
  return result.ok ? { ok: true, data: result.data } : { ok: false, messages: result.error.messages };
}
