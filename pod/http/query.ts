// Reading requests: the origin they were sent to, query parameters, ids, pagination.

import type { FastifyRequest } from 'fastify';
import { badRequest, detail, fieldErrors } from './errors';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** `host[:port]` of the request (the pod's domain, as a real pod's FUNKWHALE_HOSTNAME). */
export function hostOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  return HOST.test(host) ? host.toLowerCase() : 'localhost';
}

/** `http://host:port` of the request: absolute URLs in answers are built on it. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${hostOf(request)}`;
}

const cache = new WeakMap<FastifyRequest, URLSearchParams>();

export function queryOf(request: FastifyRequest): URLSearchParams {
  let params = cache.get(request);
  if (!params) {
    const index = request.url.indexOf('?');
    params = new URLSearchParams(index < 0 ? '' : request.url.slice(index + 1));
    cache.set(request, params);
  }
  return params;
}

/** A path id: digits only, else 400 (a real pod would 404; we say what is wrong). */
export function parseId(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw badRequest(`Invalid id "${text.slice(0, 40)}": a valid integer is required.`);
  return Number(text);
}

/** An integer filter (`artist=3`); absent or empty is undefined, anything else non-numeric is a 400. */
export function intParam(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value.trim())) throw fieldErrors({ [name]: ['Enter a number.'] });
  return Number(value.trim());
}

export function intListParam(params: URLSearchParams, name: string): number[] {
  return params
    .getAll(name)
    .filter((value) => value !== '')
    .map((value) => {
      if (!/^\d{1,15}$/.test(value.trim())) throw fieldErrors({ [name]: ['Enter a number.'] });
      return Number(value.trim());
    });
}

const TRUE = new Set(['true', '1', 'yes', 'on', 'True']);
const FALSE = new Set(['false', '0', 'no', 'off', 'False']);

/** `true/false`, `1/0`, `yes/no`, like the pod's boolean filters. */
export function boolParam(params: URLSearchParams, name: string): boolean | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw fieldErrors({ [name]: ['Select a valid choice. That choice is not one of the available choices.'] });
}

export function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value === '' ? undefined : value;
}

interface PageRequest {
  page: number;
  size: number;
}

const MAX_PAGE_SIZE = 50;

/** `page` (from 1) and `page_size` (default and maximum 50; larger is cut down). */
export function pageRequest(params: URLSearchParams, maxSize = MAX_PAGE_SIZE): PageRequest {
  const page = params.get('page');
  const size = params.get('page_size');
  if (page !== null && page !== '' && !/^\d{1,9}$/.test(page))
    throw badRequest('Invalid page: a positive integer is required.');
  if (size !== null && size !== '' && (!/^\d{1,9}$/.test(size) || Number(size) < 1)) {
    throw badRequest('Invalid page_size: a positive integer is required.');
  }
  const pageNumber = page === null || page === '' ? 1 : Number(page);
  if (pageNumber < 1) throw detail(404, 'Invalid page.');
  return { page: pageNumber, size: Math.min(size === null || size === '' ? maxSize : Number(size), maxSize) };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Throws DRF's 404 when the page is past the last one (page 1 of nothing is fine). */
export function assertPageExists(page: PageRequest, count: number): void {
  const last = Math.max(1, Math.ceil(count / page.size));
  if (page.page > last) throw detail(404, 'Invalid page.');
}

/** The envelope, with absolute next/previous links built from the request's own URL. */
export function pageOf<T>(request: FastifyRequest, page: PageRequest, count: number, results: T[]): Page<T> {
  const link = (target: number | null) => {
    const url = new URL(request.url, originOf(request));
    if (target === null) url.searchParams.delete('page');
    else url.searchParams.set('page', String(target));
    return url.toString();
  };
  const hasNext = page.page * page.size < count;
  return {
    count,
    next: hasNext ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page === 2 ? null : page.page - 1) : null,
    results,
  };
}
