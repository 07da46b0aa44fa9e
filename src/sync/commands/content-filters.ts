import { deleteContentFilter } from '../api/content-filters';
import type { Result } from '../http';
import { httpClient } from './client';

/**
 * Removes a content filter on the pod. Sent straight away for now; it moves to the outbox with
 * the other user-owned writes (issue 4).
 */
export async function removeContentFilter(uuid: string): Promise<Result<null>> {
  return deleteContentFilter(httpClient, uuid);
}
