// Instance information: front settings, pod settings, node info, and the instance chooser's check
// (ENDPOINTS section 3).

import { text, type ApiError } from '../core/errors';
import { HttpClient, mapResult, type Result } from '../core/http';
import { apiBase, normalizeInstanceUrl } from '../core/instance-url';
import { logger } from '../../logger';
import {
  mapInstanceInfo,
  mapInstanceSettings,
  type FrontSettings,
  type InstanceInfo,
  type InstanceSettings,
} from './model';
import type { CallOptions } from '../core';

// Issue 17: the answers' schemas (and zod) load with the requests, not with the first screen.
const frontSettingsSchema = () => import('./schema').then((schemas) => schemas.frontSettingsSchema);
const instanceSettingsSchema = () => import('./schema').then((schemas) => schemas.instanceSettingsSchema);
const nodeInfoSchema = () => import('./schema').then((schemas) => schemas.nodeInfoSchema);

interface StandaloneOptions extends CallOptions {
  fetchImpl?: typeof fetch;
}

/** `GET /settings.json` at the app's own origin (not the pod's). A failure is for the caller to log. */
export async function fetchFrontSettings(
  origin: string,
  options: StandaloneOptions = {},
): Promise<Result<FrontSettings>> {
  const { fetchImpl, ...callOptions } = options;
  const client = new HttpClient({ getApiBase: () => origin, fetchImpl });
  const result = await client.get(new URL('/settings.json', origin).toString(), {
    absolute: true,
    loadSchema: frontSettingsSchema,
    authFailure: 'anonymous',
    ...callOptions,
  });
  return mapResult(result, (settings) => ({
    defaultServerUrl: settings.defaultServerUrl ?? null,
    additionalStylesheets: settings.additionalStylesheets ?? [],
  }));
}

const frontSettingsReads = new Map<string, Promise<Result<FrontSettings>>>();

/**
 * The front settings, read once per page load (issue 17): start-up and the shell's styles share one
 * request, and so does a query refetched after the stores are reset. A failed read is asked again.
 */
export function readFrontSettings(origin: string): Promise<Result<FrontSettings>> {
  let read = frontSettingsReads.get(origin);
  if (read === undefined) {
    read = fetchFrontSettings(origin).then((result) => {
      if (!result.ok) frontSettingsReads.delete(origin);
      return result;
    });
    frontSettingsReads.set(origin, read);
  }
  return read;
}

/** `GET instance/settings/`: the public preferences. */
export async function fetchInstanceSettings(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<InstanceSettings>> {
  const result = await client.get('instance/settings/', {
    loadSchema: instanceSettingsSchema,
    authFailure: 'anonymous',
    ...options,
  });
  return mapResult(result, mapInstanceSettings);
}

/**
 * Nodeinfo 2.1 always lives on the v2 base, even on 1.x pods whose other calls use v1. It is
 * resolved against the client's API base (`…/api/v1/` or `…/api/v2/`), so a pod under a path
 * prefix keeps it.
 */
export const NODE_INFO_PATH = '../v2/instance/nodeinfo/2.1/';

export function nodeInfoUrl(client: HttpClient): string | null {
  return client.url(NODE_INFO_PATH);
}

/** Nodeinfo 2.0, on the v1 base: what a pod that answers nothing under `/api/v2/` has (1.4.0, seen 2026-11-25). */
const NODE_INFO_V1_PATH = '../v1/instance/nodeinfo/2.0/';

/**
 * `GET api/v2/instance/nodeinfo/2.1/`, or nodeinfo 2.0 on the v1 base where the pod answers the first
 * with 404 (a 1.4 pod behind its deploy template answers everything under `/api/v2/` so). A failure
 * is only logged by the caller (spec 01 section 8).
 */
export async function fetchNodeInfo(client: HttpClient, options: CallOptions = {}): Promise<Result<InstanceInfo>> {
  let result = await client.get(NODE_INFO_PATH, { loadSchema: nodeInfoSchema, authFailure: 'anonymous', ...options });
  if (!result.ok && result.error.status === 404)
    result = await client.get(NODE_INFO_V1_PATH, { loadSchema: nodeInfoSchema, authFailure: 'anonymous', ...options });
  return mapResult(result, mapInstanceInfo);
}

function chooserError(
  error: ApiError,
  key: 'errors.instanceUnreachable' | 'errors.notFunkwhale' | 'errors.serverDown',
): ApiError {
  return { ...error, showMessage: true, messages: [text(key)] };
}

/**
 * The instance chooser's check: `GET {url}api/v1/instance/nodeinfo/2.0/` must answer the nodeinfo
 * of a `funkwhale` server. No connection gives "It is not possible to connect to the given URL", a
 * 5xx "The server might be down", anything else "The given address is not a Funkwhale server".
 * `instanceUrl` must already be normalised (normalizeInstanceUrl).
 */
export async function checkInstance(
  instanceUrl: string,
  options: StandaloneOptions = {},
): Promise<Result<InstanceInfo>> {
  const { fetchImpl, ...callOptions } = options;
  const client = new HttpClient({ getApiBase: () => apiBase(instanceUrl, 'v1'), fetchImpl });
  const result = await client.get('instance/nodeinfo/2.0/', {
    loadSchema: nodeInfoSchema,
    authFailure: 'anonymous',
    ...callOptions,
  });
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'aborted') return result;
    if (error.kind === 'network') return { ok: false, error: chooserError(error, 'errors.instanceUnreachable') };
    if (error.status !== null && error.status >= 500)
      return { ok: false, error: chooserError(error, 'errors.serverDown') };
    return { ok: false, error: chooserError(error, 'errors.notFunkwhale') };
  }
  if (result.data.software.name.toLowerCase() !== 'funkwhale') {
    const error: ApiError = {
      kind: 'invalid-response',
      status: result.status,
      showMessage: true,
      messages: [],
      body: result.data,
    };
    return { ok: false, error: chooserError(error, 'errors.notFunkwhale') };
  }
  return { ok: true, data: mapInstanceInfo(result.data), status: result.status };
}

/** What a first visit does with its front settings: their pod, the page's own origin if it is a pod, or the chooser. */
type StartPod = { kind: 'use'; url: string } | { kind: 'try-origin'; url: string } | { kind: 'chooser' };

/**
 * A pod's deploy template answers `/settings.json` with index.html (200, text/html) when the admin
 * wrote none: Shoal is then served as that pod's own front, so the page's origin is the pod to try
 * (checked first: it may as well be a static host of Shoal alone). Front settings that name a pod win.
 */
export function startPodOf(front: Result<FrontSettings>, origin: string): StartPod {
  const named = front.ok && front.data.defaultServerUrl ? normalizeInstanceUrl(front.data.defaultServerUrl) : null;
  if (named !== null) return { kind: 'use', url: named };
  const own = normalizeInstanceUrl(origin);
  return own === null ? { kind: 'chooser' } : { kind: 'try-origin', url: own };
}

/**
 * The pod a first visit starts with, or null for the chooser: the front settings' `defaultServerUrl`,
 * else the page's origin when it answers as a Funkwhale pod (nodeinfo). Failures are only logged
 * (spec 01 section 8).
 */
export async function findStartPod(origin: string, options: StandaloneOptions = {}): Promise<string | null> {
  // The page's own read (once per page load) unless a test hands its own fetch.
  const front =
    options.fetchImpl === undefined ? await readFrontSettings(origin) : await fetchFrontSettings(origin, options);
  if (!front.ok) logger.warn('Error while fetching front settings', front.error);
  const start = startPodOf(front, origin);
  if (start.kind !== 'try-origin') return start.kind === 'use' ? start.url : null;
  const check = await checkInstance(start.url, options);
  if (check.ok) return start.url;
  logger.info(`${start.url} is not a pod (${check.error.kind}): the pod chooser`);
  return null;
}
