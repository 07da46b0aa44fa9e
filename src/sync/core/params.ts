// Query parameters shared by the list endpoints (ENDPOINTS section 0).

import type { Query } from './http';

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Whose content: `me`, `all`, `subscribed` (libraries you follow), `actor:<user@domain>`,
 * `domain:<domain>`.
 */
export type Scope = 'me' | 'all' | 'subscribed' | `actor:${string}` | `domain:${string}`;

/** A field, ascending, or `-field`, descending. */
export type Ordering<F extends string> = F | `-${F}`;

/**
 * What an `ordering` parameter takes. The fields of each list are spelled out for completion and
 * checking; any other string is let through too, because screens read it back from the URL (a pod
 * answers an unknown field with a 400).
 */
export type OrderingParam<F extends string> = Ordering<F> | (string & {});

export type Direction = 'asc' | 'desc';

export function orderingOf<F extends string>(field: F, direction: Direction): Ordering<F> {
  return direction === 'desc' ? `-${field}` : field;
}

/** `-title` → title, descending. Only the first of comma-separated fields is read. */
export function parseOrdering(ordering: string): { field: string; direction: Direction } {
  const first = ordering.split(',')[0]?.trim() ?? '';
  return first.startsWith('-') ? { field: first.slice(1), direction: 'desc' } : { field: first, direction: 'asc' };
}

export interface PageParams {
  /** From 1. */
  page?: number;
  /** At most 50 (the pod cuts larger values down). */
  page_size?: number;
}

export const toQuery = (params: object): Query => params as Query;
