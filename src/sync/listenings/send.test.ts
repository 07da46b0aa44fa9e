// The check before a listening is sent again (issue 15): it finds this device's own lost send, and
// only that, whatever another device listened to and however far the two clocks are apart. Against
// the in-process demo pod over real HTTP.

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../db/outbox';
import { createLogger } from '../../logger';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { enqueueWrite, OutboxReplayer } from '../outbox';

const TRACK = 9;
const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let h: OutboxHarness;
let replayers: OutboxReplayer[] = [];
beforeEach(async () => {
  h = await startOutboxHarness();
});
afterEach(async () => {
  for (const replayer of replayers) {
    replayer.stop();
    await replayer.idle();
  }
  replayers = [];
  await h.stop();
});

const listenings = () =>
  h.sql<{ n: number }>('SELECT COUNT(*) AS n FROM listenings WHERE user_id = ? AND track_id = ?', h.demoId, TRACK)[0]
    ?.n ?? 0;

/** Another device of the same user listened to the track, `offsetMs` from now on the pod's clock. */
function listenedElsewhere(offsetMs: number): void {
  h.exec(
    'INSERT INTO listenings (user_id, track_id, creation_date) VALUES (?, ?, ?)',
    h.demoId,
    TRACK,
    new Date(Date.now() + offsetMs).toISOString(),
  );
}

/** A replayer on this device, whose clock is `skewMs` off the pod's. */
function device(skewMs: number): OutboxReplayer {
  const replayer = new OutboxReplayer({
    http: h.http,
    scope: () => h.scope,
    locks: null,
    paceMs: 0,
    connectivity: null,
    logger: quiet,
    now: () => Date.now() + skewMs,
  });
  replayers.push(replayer);
  return replayer;
}

describe('a listening sent again after a failed send', () => {
  for (const elsewhere of [-60_000, 60_000, 10 * 60_000]) {
    it(`is sent when the only listening of the track is another device's, ${elsewhere / 1000} s from this device's send`, async () => {
      const replayer = device(0);
      await enqueueWrite(h.scope, { type: 'listening', trackId: TRACK });
      const before = listenings();
      h.network.mode = 'down'; // this device's send never reaches the pod
      await replayer.retryNow();
      listenedElsewhere(elsewhere);
      h.network.mode = 'none';
      await replayer.retryNow();
      expect(await readOutbox()).toEqual([]);
      expect(listenings()).toBe(before + 2);
    });
  }

  for (const skew of [-10 * 60_000, 10 * 60_000]) {
    it(`whose answer was lost is found, not doubled, with this device's clock ${skew / 60_000} min off the pod's`, async () => {
      const replayer = device(skew);
      await enqueueWrite(h.scope, { type: 'listening', trackId: TRACK });
      const before = listenings();
      h.network.mode = 'cut-after'; // the pod records it, the answer is lost
      await replayer.retryNow();
      expect(listenings()).toBe(before + 1);
      h.network.mode = 'none';
      await replayer.retryNow();
      expect(await readOutbox()).toEqual([]);
      expect(listenings()).toBe(before + 1);
    });
  }

  it("whose answer was lost is found among other devices' listenings of the track, each entry claimed once", async () => {
    const replayer = device(0);
    await enqueueWrite(h.scope, { type: 'listening', trackId: TRACK });
    await enqueueWrite(h.scope, { type: 'listening', trackId: TRACK });
    const before = listenings();
    listenedElsewhere(-90_000);
    h.network.mode = 'cut-after';
    await replayer.retryNow();
    listenedElsewhere(90_000);
    h.network.mode = 'none';
    await replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    // Two of this device (one lost answer, found; one sent), two of the other device.
    expect(listenings()).toBe(before + 4);
  });
});
