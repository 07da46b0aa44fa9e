// The fault switch (test hooks only): makes chosen requests fail the way a network or a pod fails,
// so that clients' retry and outbox paths can be tested against the real pod. A rule picks requests
// by method and path (a regular expression) and either refuses them with a given answer without
// running the route, cuts the connection before the route runs, runs the route (its effects are
// committed) and cuts the connection instead of answering, or holds the request a while before it
// runs as usual (a slow pod). See pod/README.md, "Fault switch".

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyOf } from './body';
import { badRequest, fieldErrors } from './errors';

const FAULT_MODES = ['refuse', 'cut-before', 'cut-after', 'delay'] as const;
/** The longest hold of a `delay` rule: a test's slow pod, not a hung one. */
const MAX_FAULT_DELAY_MS = 60_000;
const DEFAULT_FAULT_DELAY_MS = 2000;
type FaultMode = (typeof FAULT_MODES)[number];

/** What a test asks for (the JSON body of `POST /__test__/faults`). */
interface FaultRule {
  /** An HTTP method (any case); absent: every method. */
  method?: string;
  /** A JavaScript regular expression source, tested against the request path (no query), e.g. `^/api/v[12]/favorites/tracks/$`. */
  path: string;
  mode: FaultMode;
  /** `refuse` only: the status (default 400). */
  status?: number;
  /** `refuse` only: the JSON body (default `{"detail": "Refused by the test fault switch"}`). */
  body?: unknown;
  /** `refuse` only: headers of the answer (e.g. `X-RateLimit-ResetSeconds` with a 429). */
  headers?: Record<string, string>;
  /**
   * `refuse` only: the body as text, sent as is instead of `body` (truncated JSON, an HTML page: what
   * a broken pod or proxy sends), with `contentType` (default `application/json`).
   */
  raw?: string;
  /** `refuse` only: the Content-Type of the answer (default `application/json`). */
  contentType?: string;
  /** `delay` only: how long the request is held before its route runs (default 2000 ms, at most 60000). */
  delayMs?: number;
  /** How many requests the rule applies to (default: every one until the rules are cleared). */
  times?: number;
}

/** A rule as `GET /__test__/faults` lists it: `remaining` is null for "every time", `matched` counts the requests it applied to. */
export interface FaultState {
  id: number;
  method: string | null;
  path: string;
  mode: FaultMode;
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** Listed as its length only (a test may send megabytes); absent when the rule has none. */
  raw?: { length: number };
  /** Absent when the rule gives none (application/json). */
  contentType?: string;
  delayMs: number;
  remaining: number | null;
  matched: number;
}

const DEFAULT_FAULT_BODY = { detail: 'Refused by the test fault switch' };

interface ActiveRule extends FaultState {
  pattern: RegExp;
  rawText: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a rule (from JSON or from code); invalid rules throw DRF-style field errors (a 400 over HTTP). */
function parseFaultRule(input: unknown): FaultRule & { pattern: RegExp } {
  if (!isObject(input)) throw fieldErrors({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
  const errors: Record<string, string[]> = {};
  const { method, path, mode, status, body, times, headers, raw, contentType, delayMs } = input;
  let pattern: RegExp | undefined;
  if (typeof path !== 'string' || path === '') errors.path = ['A regular expression source is required.'];
  else {
    try {
      pattern = new RegExp(path);
    } catch (error) {
      errors.path = [`Invalid regular expression: ${(error as Error).message}`];
    }
  }
  if (method !== undefined && method !== null && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)))
    errors.method = ['An HTTP method is expected.'];
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode))
    errors.mode = [`One of ${FAULT_MODES.join(', ')} is required.`];
  if (
    status !== undefined &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
  ) {
    errors.status = ['An HTTP status between 200 and 599 is expected.'];
  }
  if (times !== undefined && times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    errors.times = ['A positive integer is expected.'];
  }
  if (
    delayMs !== undefined &&
    delayMs !== null &&
    (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_FAULT_DELAY_MS)
  ) {
    errors.delayMs = [`An integer of milliseconds between 0 and ${MAX_FAULT_DELAY_MS} is expected.`];
  }
  if (
    headers !== undefined &&
    headers !== null &&
    (!isObject(headers) || Object.values(headers).some((value) => typeof value !== 'string'))
  ) {
    errors.headers = ['An object of header names and string values is expected.'];
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string') errors.raw = ['A string is expected.'];
  if (
    contentType !== undefined &&
    contentType !== null &&
    (typeof contentType !== 'string' || !/^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(contentType))
  ) {
    errors.contentType = ['A media type is expected.'];
  }
  if (Object.keys(errors).length > 0 || !pattern) throw fieldErrors(errors);
  return {
    method: typeof method === 'string' ? method.toUpperCase() : undefined,
    path: path as string,
    mode: mode as FaultMode,
    status: status as number | undefined,
    body,
    times: typeof times === 'number' ? times : undefined,
    headers: isObject(headers) ? (headers as Record<string, string>) : undefined,
    raw: typeof raw === 'string' ? raw : undefined,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    delayMs: typeof delayMs === 'number' ? delayMs : undefined,
    pattern,
  };
}

export class FaultSwitch {
  private rules: ActiveRule[] = [];
  private nextId = 1;

  /** `enabled`: the pod runs with test hooks; otherwise rules cannot be added. */
  constructor(readonly enabled: boolean) {}

  /** Adds a rule (checked as `POST /__test__/faults` checks it) and returns its id. */
  add(rule: FaultRule): number {
    if (!this.enabled) throw new Error('The fault switch needs a pod started with testHooks');
    const parsed = parseFaultRule(rule);
    const id = this.nextId++;
    this.rules.push({
      id,
      method: parsed.method ?? null,
      path: parsed.path,
      pattern: parsed.pattern,
      mode: parsed.mode,
      status: parsed.status ?? 400,
      body: parsed.body === undefined ? DEFAULT_FAULT_BODY : parsed.body,
      headers: parsed.headers ?? {},
      ...(parsed.raw === undefined ? {} : { raw: { length: parsed.raw.length } }),
      ...(parsed.contentType === undefined ? {} : { contentType: parsed.contentType }),
      rawText: parsed.raw ?? null,
      delayMs: parsed.delayMs ?? DEFAULT_FAULT_DELAY_MS,
      remaining: parsed.times ?? null,
      matched: 0,
    });
    return id;
  }

  clear(): void {
    this.rules = [];
  }

  /** The rules added since the last clearing, used up ones included. */
  list(): FaultState[] {
    return this.rules.map(({ pattern: _, rawText: __, ...state }) => ({ ...state }));
  }

  /** The first rule still in force that the request meets, counted as used; null when none. */
  take(method: string, path: string): (FaultState & { rawText: string | null }) | null {
    const rule = this.rules.find(
      (candidate) =>
        (candidate.remaining === null || candidate.remaining > 0) &&
        (candidate.method === null || candidate.method === method.toUpperCase()) &&
        candidate.pattern.test(path),
    );
    if (!rule) return null;
    rule.matched++;
    if (rule.remaining !== null) rule.remaining--;
    return rule;
  }
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/**
 * Applies the rules to every request but the test hooks' own: registered first, so a refused or
 * cut request runs nothing else (not even authentication).
 */
export function installFaults(app: FastifyInstance, faults: FaultSwitch): void {
  const cutAfter = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (path.startsWith('/__test__/')) return;
    const rule = faults.take(request.method, path);
    if (!rule) return;
    switch (rule.mode) {
      case 'refuse':
        return reply
          .code(rule.status)
          .headers(rule.headers)
          .type(rule.contentType ?? 'application/json')
          .send(rule.rawText ?? JSON.stringify(rule.body));
      case 'cut-before':
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      case 'cut-after':
        cutAfter.add(request);
        return;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    }
  });
  // The answer is ready (the route ran and its changes are committed): the connection goes instead.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (cutAfter.has(request)) request.raw.socket.destroy();
    return payload;
  });
}

/** `POST /__test__/faults` (201 `{id}`), `GET /__test__/faults` (the rules), `DELETE /__test__/faults` (204). */
export function faultRoutes(app: FastifyInstance, faults: FaultSwitch): void {
  app.post('/__test__/faults', async (request, reply) => {
    const body = bodyOf(request);
    if (body?.kind === 'invalid') throw badRequest(body.message);
    const rule = body?.kind === 'json' ? body.value : undefined;
    return reply.code(201).send({ id: faults.add(rule as FaultRule) });
  });
  app.get('/__test__/faults', async () => faults.list());
  app.delete('/__test__/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
}
