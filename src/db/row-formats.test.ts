// Issue 17: the stored rows are read without zod (row-guards.ts). Each field of each format, given a
// value of the wrong type, makes its row corrupt (discarded with a log line), as zod's schemas did;
// unknown keys are dropped.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { changeOAuth, readOAuth, type OAuthRow } from './oauth';
import { readOutbox, type OutboxRow } from './outbox';
import { readPlayerState, writePlayerState, type StoredPlayerState } from './player';
import { ShoalDb, useDatabaseForTests } from './schema';
import { readSession, type SessionRow } from './session';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`row-formats-test-${n++}`);
  useDatabaseForTests(db);
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A deep copy of `value` with the field at `path` set to `wrong`. */
function withField(value: unknown, path: Array<string | number>, wrong: unknown): Record<string, unknown> {
  const copy = structuredClone(value) as Record<string, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = wrong;
  return copy;
}

const session: SessionRow = {
  id: 'current',
  version: 1,
  instanceUrl: 'http://pod.test/',
  apiBase: 'http://pod.test/api/v2/',
  profile: {
    id: 3,
    username: 'demo',
    fullUsername: 'demo@pod.test',
    name: 'Demo',
    email: 'demo@pod.test',
    permissions: { settings: false, library: true, moderation: false },
    listenToken: 'tok',
    avatarUrl: null,
  },
  checked: true,
  knownInstances: ['http://pod.test/'],
  logoutPending: null,
};

describe('the session row', () => {
  it('keeps a valid row without its unknown keys', async () => {
    await db.session.put({ ...session, extra: 1, profile: { ...session.profile!, extra: 2 } } as SessionRow);
    expect(await readSession()).toEqual(session);
    expect(Object.keys((await readSession()).profile!)).not.toContain('extra');
  });

  it.each<[Array<string | number>, unknown]>([
    [['instanceUrl'], 42],
    [['instanceUrl'], ''],
    [['apiBase'], false],
    [['profile'], 'demo'],
    [['profile', 'id'], 1.5],
    [['profile', 'id'], '3'],
    [['profile', 'username'], null],
    [['profile', 'fullUsername'], 7],
    [['profile', 'name'], null],
    [['profile', 'email'], 3],
    [['profile', 'permissions'], null],
    [['profile', 'permissions', 'library'], 'yes'],
    [['profile', 'listenToken'], 1],
    [['profile', 'avatarUrl'], {}],
    [['checked'], 'yes'],
    [['knownInstances'], 'http://pod.test/'],
    [['knownInstances', 0], 1],
    [['knownInstances', 0], ''],
    [['logoutPending'], 5],
  ])('discards a row whose %j is %j', async (path, wrong) => {
    await db.session.put(withField(session, path, wrong) as unknown as SessionRow);
    expect((await readSession()).instanceUrl).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Stored session is corrupt; discarded', expect.anything());
  });
});

const oauth: OAuthRow = {
  id: 'oauth',
  version: 1,
  apps: { 'http://pod.test/': { clientId: 'c', clientSecret: 's', redirectUri: 'http://shoal.test/auth/callback' } },
  tokens: { instanceUrl: 'http://pod.test/', accessToken: 'a', refreshToken: 'r' },
};
const app = ['apps', 'http://pod.test/'];

describe('the oauth row', () => {
  it('keeps a valid row without its unknown keys', async () => {
    await changeOAuth(() => oauth);
    await db.table('session').update('oauth', { extra: 1 });
    expect(await readOAuth()).toEqual(oauth);
    expect(Object.keys(await readOAuth())).not.toContain('extra');
  });

  it.each<[Array<string | number>, unknown]>([
    [['apps'], []],
    [['apps'], null],
    [app, 'c'],
    [[...app, 'clientId'], 1],
    [[...app, 'clientSecret'], ''],
    [[...app, 'redirectUri'], null],
    [['tokens'], 'a'],
    [['tokens', 'instanceUrl'], 1],
    [['tokens', 'accessToken'], ''],
    [['tokens', 'refreshToken'], null],
  ])('discards a row whose %j is %j', async (path, wrong) => {
    await db.session.put(withField(oauth, path, wrong) as never);
    expect(await readOAuth()).toEqual({ id: 'oauth', version: 1, apps: {}, tokens: null });
    expect(logger.warn).toHaveBeenCalledWith('Stored oauth is corrupt; discarded', expect.anything());
  });
});

const outboxRow = (op: unknown) => ({
  seq: 1,
  version: 1,
  scope: 'demo@pod.test http://pod.test/',
  key: 'k:1',
  op,
  createdAt: 1000,
  attempts: 0,
  uncertainSince: null,
  sends: [{ start: 1, end: null }],
});
const listening = { type: 'listening', trackId: 4 };
const playlistAdd = {
  type: 'playlist',
  playlist: 'local-1',
  change: { kind: 'add', trackIds: [1], allowDuplicates: false, before: [], after: [1] },
};

describe('an outbox row', () => {
  it('is kept without its unknown keys', async () => {
    await db.outbox.put({ ...outboxRow({ ...playlistAdd, extra: 1 }), extra: 2 } as unknown as OutboxRow);
    expect(await readOutbox()).toEqual([outboxRow(playlistAdd)]);
  });

  it.each<[Array<string | number>, unknown]>([
    [['scope'], ''],
    [['key'], 3],
    [['createdAt'], '1000'],
    [['attempts'], -1],
    [['attempts'], 0.5],
    [['uncertainSince'], 'now'],
    [['sends'], {}],
    [['sends', 0, 'start'], null],
    [['sends', 0, 'end'], 'later'],
    [['op'], null],
    [['op', 'type'], 'unknown'],
    [['op', 'playlist'], 1.5],
    [['op', 'playlist'], ''],
    [['op', 'change', 'kind'], 'rename'],
    [['op', 'change', 'trackIds', 0], '1'],
    [['op', 'change', 'allowDuplicates'], 0],
    [['op', 'change', 'before'], null],
  ])('is deleted when its %j is %j', async (path, wrong) => {
    await db.outbox.put(withField(outboxRow(playlistAdd), path, wrong) as unknown as OutboxRow);
    expect(await readOutbox()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each<[Record<string, unknown>, string, unknown]>([
    [{ type: 'favorite', trackId: 1, on: true, track: null }, 'trackId', '1'],
    [{ type: 'favorite', trackId: 1, on: true, track: null }, 'track', undefined],
    [{ type: 'libraryFollow', library: 'l', on: true, followUuid: null }, 'followUuid', 1],
    [{ type: 'actorFollow', actor: 'a@pod', on: false, followUuid: 'f' }, 'actor', ''],
    [{ type: 'subscription', channel: 'c', on: true }, 'on', 'yes'],
    [{ type: 'contentFilter', artistId: 2, on: true, name: 'A', filterUuid: null }, 'name', null],
    [listening, 'trackId', null],
    [{ type: 'libraryFollowDecision', follow: 'f', library: 'l', approve: true }, 'approve', 1],
    [{ type: 'inboxRead', item: null, read: true }, 'item', 'all'],
    [{ type: 'supportReminder', username: 'demo', message: 'instance', date: null }, 'message', 'other'],
  ])('of type %o is deleted when its %s is %j', async (op, field, wrong) => {
    await db.outbox.put(outboxRow(op) as unknown as OutboxRow);
    expect(await readOutbox()).toEqual([outboxRow(op)]);
    const corrupt = { ...op, [field]: wrong };
    if (wrong === undefined) delete corrupt[field];
    await db.outbox.put(outboxRow(corrupt) as unknown as OutboxRow);
    expect(await readOutbox()).toEqual([]);
  });
});

const queueTrack = {
  id: 1,
  title: 'T',
  artistCredit: [{ artistId: 1, credit: 'A', joinphrase: '' }],
  albumTitle: null,
  albumId: -1,
  position: null,
  artistId: 1,
  coverUrl: null,
  sources: [{ uuid: 'u', listenUrl: '/l/', mimetype: 'audio/ogg', bitrate: null, duration: 10, transcoded: true }],
  duration: 10,
  coverSmallUrl: null,
  podcast: false,
  channelId: 4,
};
const player: StoredPlayerState = {
  queue: [queueTrack],
  order: [0],
  index: 0,
  shuffle: false,
  looping: 'none',
  volume: 1,
  muted: false,
  position: 0,
  radio: {
    current: { type: 'custom', objectId: 3, customRadioId: 3, clientOnly: false, config: { a: 1 } },
    session: null,
    running: false,
  },
};
const first = ['queue', 0];

describe('the player state', () => {
  it('keeps a valid state without its unknown keys', async () => {
    await writePlayerState({ ...player, queue: [{ ...queueTrack, extra: 1 } as typeof queueTrack] });
    expect(await readPlayerState()).toEqual(player);
  });

  it.each<[Array<string | number>, unknown]>([
    [['queue'], null],
    [['order', 0], 0.5],
    [['index'], -2],
    [['shuffle'], 1],
    [['looping'], 'forever'],
    [['volume'], 'loud'],
    [['volume'], Infinity],
    [['muted'], null],
    [['position'], -1],
    [['radio'], null],
    [['radio', 'current', 'type'], 'nope'],
    [['radio', 'current', 'objectId'], true],
    [['radio', 'current', 'customRadioId'], '3'],
    [['radio', 'current', 'clientOnly'], null],
    [['radio', 'current', 'config'], []],
    [['radio', 'session'], 'x'],
    [['radio', 'running'], 'no'],
    [[...first, 'id'], '1'],
    [[...first, 'title'], 1],
    [[...first, 'artistCredit', 0, 'artistId'], null],
    [[...first, 'artistCredit', 0, 'joinphrase'], 1],
    [[...first, 'albumTitle'], 3],
    [[...first, 'albumId'], null],
    [[...first, 'position'], NaN],
    [[...first, 'coverUrl'], false],
    [[...first, 'sources', 0, 'bitrate'], '320'],
    [[...first, 'sources', 0, 'transcoded'], null],
    [[...first, 'duration'], 'long'],
    [[...first, 'coverSmallUrl'], 1],
    [[...first, 'podcast'], 'yes'],
    [[...first, 'channelId'], 1.5],
  ])('is discarded when its %j is %j', async (path, wrong) => {
    await writePlayerState(withField(player, path, wrong) as unknown as StoredPlayerState);
    expect(await readPlayerState()).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Stored player state is corrupt; discarded', expect.anything());
  });
});
