// Rich text: `POST text-preview/` (markdown rendered by the pod) and the `PATCH` of an object's
// description (ENDPOINTS section 3; spec 02 section 7).

import { z } from '../../zod';
import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';

const previewSchema = z.object({ rendered: z.string() });

/** `POST text-preview/` `{text, permissive}` → the rendered HTML (to be sanitized before it is shown). */
export async function previewText(
  client: HttpClient,
  text: string,
  permissive = false,
  options: CallOptions = {},
): Promise<Result<string>> {
  const result = await client.post('text-preview/', { json: { text, permissive }, schema: previewSchema, ...options });
  return mapResult(result, (body) => body.rendered);
}

/** The rich-text value a pod takes: markdown, or null to clear it. */
type ContentInput = { content_type: 'text/markdown'; text: string } | null;

/** Empty (or blank) text is sent as null (spec 02 section 5). */
export function contentInput(text: string): ContentInput {
  return text.trim() === '' ? null : { content_type: 'text/markdown', text };
}

/** A path under the API base (`channels/{uuid}/`), never an address elsewhere. */
export function isApiPath(path: string): boolean {
  return path !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('/') && !path.startsWith('\\');
}

/** `PATCH {updateUrl}` with `{[field]: {content_type, text} | null}`; the answer is the updated object. */
export async function patchContent(
  client: HttpClient,
  updateUrl: string,
  field: string,
  text: string,
  options: CallOptions = {},
): Promise<Result<unknown>> {
  if (!isApiPath(updateUrl)) throw new Error(`Not an API path: ${updateUrl}`);
  return client.request<unknown>('PATCH', updateUrl, { json: { [field]: contentInput(text) }, ...options });
}
