import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { addOutboxRow, outboxScope } from '../../db/outbox';
import type { Page } from '../core/model';
import type { FollowedLibrary } from './remote';
import { readWaitingUnfollows, withoutUnfollowed } from './followed-overlay';

let n = 0;
beforeEach(() => useDatabaseForTests(new ShoalDb(`followed-overlay-test-${n++}`)));

const scope = outboxScope('demo@pod.example', 'https://pod.example');
const follow = (library: string, on: boolean, at: number, who = scope) =>
  addOutboxRow({
    scope: who,
    key: `libraryFollow:${library}`,
    op: { type: 'libraryFollow', library, on, followUuid: null },
    createdAt: at,
  });

const item = (uuid: string): FollowedLibrary => ({
  followUuid: `follow-${uuid}`,
  approved: true,
  library: {
    uuid,
    fid: null,
    name: uuid,
    description: null,
    privacyLevel: 'everyone',
    uploadsCount: null,
    size: null,
    creationDate: null,
    actor: null,
    isLocal: false,
    follow: null,
    latestScan: null,
  },
});
const page = (...uuids: string[]): Page<FollowedLibrary> => ({
  count: uuids.length,
  next: null,
  previous: null,
  results: uuids.map(item),
});
const shown = (result: Page<FollowedLibrary>) => [result.count, result.results.map((one) => one.library.uuid)];

describe('readWaitingUnfollows', () => {
  it("keeps the libraries whose last waiting write is an unfollow, of this user's scope only", async () => {
    await follow('a', false, 1);
    await follow('b', false, 2);
    await follow('b', true, 3);
    await follow('c', true, 4);
    await follow('d', false, 5, outboxScope('other@pod.example', 'https://pod.example'));
    expect([...(await readWaitingUnfollows(scope))]).toEqual(['a']);
  });
});

describe('withoutUnfollowed', () => {
  const none = new Set<string>();
  it('leaves out a library being unfollowed, and lowers the count', () => {
    const overlay = { unfollowing: new Set(['b']), followed: new Set(['a', 'c']) };
    expect(shown(withoutUnfollowed(page('a', 'b', 'c'), overlay, none))).toEqual([2, ['a', 'c']]);
  });

  it('once sent, leaves out what was unfollowed here until the list is asked again; a refusal shows it again', () => {
    const listedBefore = page('a', 'b');
    const sent = { unfollowing: new Set<string>(), followed: new Set(['a']) };
    expect(shown(withoutUnfollowed(listedBefore, sent, new Set(['b'])))).toEqual([1, ['a']]);
    // Refused: the mirror holds the follow again.
    const refused = { unfollowing: new Set<string>(), followed: new Set(['a', 'b']) };
    expect(shown(withoutUnfollowed(listedBefore, refused, new Set(['b'])))).toEqual([2, ['a', 'b']]);
  });

  it('keeps a follow made elsewhere that the mirror does not hold yet', () => {
    const page1 = page('a', 'x');
    const overlay = { unfollowing: new Set<string>(), followed: new Set(['a']) };
    expect(withoutUnfollowed(page1, overlay, none)).toBe(page1);
  });
});
