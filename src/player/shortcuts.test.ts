import { describe, expect, it } from 'vitest';
import { installShortcuts, SHORTCUTS, shortcutFor, type KeyLike } from './shortcuts';
import { playerHarness } from './testing/harness';
import { tracks } from './testing/tracks';

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: null,
  ...extra,
});

describe('keyboard shortcuts', () => {
  it('the table maps each key to its command', () => {
    expect(shortcutFor(press(' '))).toEqual({ type: 'toggle' });
    expect(shortcutFor(press('n'))).toEqual({ type: 'next' });
    expect(shortcutFor(press('P'))).toEqual({ type: 'previous' });
    expect(shortcutFor(press('ArrowLeft'))).toEqual({ type: 'seek-by', seconds: -5 });
    expect(shortcutFor(press('ArrowRight'))).toEqual({ type: 'seek-by', seconds: 5 });
    expect(shortcutFor(press('ArrowLeft', { shiftKey: true }))).toEqual({ type: 'seek-by', seconds: -30 });
    expect(shortcutFor(press('ArrowRight', { shiftKey: true }))).toEqual({ type: 'seek-by', seconds: 30 });
    expect(shortcutFor(press('ArrowUp'))).toEqual({ type: 'volume-by', delta: 0.1 });
    expect(shortcutFor(press('ArrowDown'))).toEqual({ type: 'volume-by', delta: -0.1 });
    expect([shortcutFor(press('m')), shortcutFor(press('s')), shortcutFor(press('l'))]).toEqual([
      { type: 'toggle-mute' },
      { type: 'toggle-shuffle' },
      { type: 'cycle-looping' },
    ]);
    expect(SHORTCUTS.map((shortcut) => shortcut.keys.join('+'))).toEqual([
      'Space',
      'N',
      'P',
      '←',
      '→',
      'Shift+←',
      'Shift+→',
      '↑',
      '↓',
      'M',
      'S',
      'L',
    ]);
  });

  it('leaves keys alone while typing, with a modifier, and space on a button', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(shortcutFor(press('n', { target: { tagName } as unknown as EventTarget }))).toBeNull();
    expect(
      shortcutFor(press('n', { target: { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget })),
    ).toBeNull();
    expect(shortcutFor(press('n', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('l', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press(' ', { target: { tagName: 'BUTTON' } as unknown as EventTarget }))).toBeNull();
    expect(shortcutFor(press('n', { target: { tagName: 'BUTTON' } as unknown as EventTarget }))).toEqual({
      type: 'next',
    });
    expect(shortcutFor(press('x'))).toBeNull();
  });

  it('installed on a target, drives the player and can be removed', () => {
    const { player, audio } = playerHarness();
    const target = new EventTarget();
    const uninstall = installShortcuts(player, target);
    const key = (key: string, shiftKey = false) => {
      const event = Object.assign(new Event('keydown', { cancelable: true }), {
        key,
        shiftKey,
        ctrlKey: false,
        altKey: false,
        metaKey: false,
        repeat: false,
      });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    player.playNow(tracks(1, 2));
    audio.last().loaded(300);
    expect(key(' ')).toBe(true);
    expect(player.getSnapshot().playing).toBe(false);
    key('ArrowRight', true);
    key('ArrowLeft');
    expect(player.getSnapshot().position).toBe(25);
    key('ArrowUp');
    expect(player.getSnapshot().volume).toBe(0.8);
    key('m');
    expect(player.getSnapshot().muted).toBe(true);
    key('ArrowUp');
    expect(player.getSnapshot()).toMatchObject({ volume: 0.1, muted: false });
    key('s');
    key('l');
    expect(player.getSnapshot()).toMatchObject({ shuffle: true, looping: 'single' });
    key('n');
    expect(player.getSnapshot().index).toBe(1);
    expect(key('q')).toBe(false);
    uninstall();
    key('p');
    expect(player.getSnapshot().index).toBe(1);
  });
});
