// Test-only: the outbox against the real demo pod, in-process over real HTTP, on a fake-indexeddb
// database of its own, with a network the test can cut (testing/network.ts) and "reloads" (a new
// database connection and a new replayer, the old one stopped once its request has landed or not).

import 'fake-indexeddb/auto';
import { outboxScope } from '../../db/outbox';
import { ShoalDb, useDatabaseForTests as installDatabase } from '../../db/schema';
import { createLogger } from '../../logger';
import { detectApiBase } from '../instance';
import { login } from '../session';
import { HttpClient } from '../core/http';
import { OutboxReplayer, type OutboxEvents } from '../outbox';
import { cookieJar } from './cookie-jar';
import { startDemoPod, type RunningPod } from './demo-pod';
import { testNetwork, type TestNetwork } from './network';

let databases = 0;

export interface OutboxHarness {
  running: RunningPod;
  http: HttpClient;
  network: TestNetwork;
  scope: string;
  /** The pod's origin, as in fids: `http://127.0.0.1:PORT`. */
  origin: string;
  demoId: number;
  replayer: OutboxReplayer;
  refused: Array<{ seq: number; key: string }>;
  /** A reload: the current replayer stops once its request settled, a new connection and replayer take over. */
  reload(): Promise<void>;
  /** The pod's own rows (SQL on its database), to compare with the mirrors. */
  sql<T>(query: string, ...params: unknown[]): T[];
  /** Changes the pod's rows directly (a test's set-up). */
  exec(query: string, ...params: unknown[]): void;
  stop(): Promise<void>;
}

export async function startOutboxHarness(): Promise<OutboxHarness> {
  const running = await startDemoPod({ testHooks: true });
  const jar = cookieJar();
  const network = testNetwork(jar.fetch);
  const base = await detectApiBase(running.url, jar.fetch);
  const http = new HttpClient({
    getApiBase: () => base,
    getCsrfToken: () => jar.get('csrftoken'),
    fetchImpl: network.fetch,
  });
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  if (!(await login(http, 'demo', 'demo')).ok) throw new Error('Could not log in as demo');
  const origin = running.url.replace(/\/$/, '');
  const name = `outbox-test-${databases++}`;
  installDatabase(new ShoalDb(name));
  const scope = outboxScope(`demo@${new URL(running.url).host}`, running.url);
  const refused: OutboxHarness['refused'] = [];
  const events: OutboxEvents = { refused: (row) => refused.push({ seq: row.seq, key: row.key }) };
  const silent = () => undefined;
  const quiet = createLogger({
    sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
    production: false,
  });
  const makeReplayer = () =>
    new OutboxReplayer({ http, scope: () => scope, locks: null, paceMs: 0, connectivity: null, logger: quiet, events });
  const sql = <T>(query: string, ...params: unknown[]) => running.pod.ctx.db.prepare(query).all(...params) as T[];
  const demoId = (sql<{ id: number }>('SELECT id FROM users WHERE username = ?', 'demo')[0] as { id: number }).id;

  const harness: OutboxHarness = {
    running,
    http,
    network,
    scope,
    origin,
    demoId,
    replayer: makeReplayer(),
    refused,
    async reload() {
      harness.replayer.stop();
      await harness.replayer.idle();
      installDatabase(new ShoalDb(name));
      harness.replayer = makeReplayer();
    },
    sql,
    exec: (query, ...params) => void running.pod.ctx.db.prepare(query).run(...params),
    async stop() {
      harness.replayer.stop();
      await harness.replayer.idle();
      await running.stop();
    },
  };
  return harness;
}
