// TanStack Query learns of failures through exceptions: queryFns unwrap the Result of src/sync's
// calls and throw its ApiError wrapped in an Error, so the query turns to `error` state.

import { renderUiText, type ApiError } from './errors';
import type { Result } from './http';

export class ApiRequestError extends Error {
  readonly apiError: ApiError;
  constructor(apiError: ApiError) {
    super(apiError.messages.map((text) => renderUiText(text)).join(' / ') || apiError.kind);
    this.name = 'ApiRequestError';
    this.apiError = apiError;
  }
}

/** The data of a Result, or its error thrown as an ApiRequestError. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.error);
}

const TRANSIENT = new Set(['network', 'server-error', 'rate-limited']);
const MAX_RETRIES = 2;

/**
 * TanStack's `retry`: only failures that may pass (no connection, a 5xx, a rate limit) are tried
 * again; a 404, a 403 or an unreadable answer will not change by asking twice.
 */
export function retryTransient(failureCount: number, error: Error): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return TRANSIENT.has(error.apiError.kind) && failureCount < MAX_RETRIES;
}

/** Options every query of src/sync shares. */
export const sharedQueryOptions = {
  networkMode: 'offlineFirst',
  retry: retryTransient,
} as const;

/** What hooks let a screen decide: `enabled: false` waits (for a profile, say) without fetching. */
export interface HookOptions {
  enabled?: boolean;
}
