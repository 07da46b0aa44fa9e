import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../../sync/core';

/**
 * The query has nothing on the device and the pod cannot be reached: it waits for the network
 * (paused), or gave up on a request that got no answer.
 */
export function isUnavailableOffline(
  query: Pick<UseQueryResult<unknown>, 'data' | 'isPaused' | 'isError' | 'error'>,
): boolean {
  if (query.data !== undefined) return false;
  if (query.isPaused) return true;
  return query.isError && query.error instanceof ApiRequestError && query.error.apiError.kind === 'network';
}
