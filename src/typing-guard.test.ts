import { describe, expect, it } from 'vitest';
import { isTyping } from './typing-guard';
import { shortcutFor, isTyping as playerGuard } from './player/shortcuts';

const element = (tagName: string, extra: { isContentEditable?: boolean; role?: string } = {}) => ({
  tagName,
  isContentEditable: extra.isContentEditable ?? false,
  getAttribute: (name: string) => (name === 'role' ? (extra.role ?? null) : null),
});

describe('isTyping', () => {
  it('keeps the keys of fields and editable regions', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT', 'input'])
      expect(isTyping(element(tag) as unknown as EventTarget), tag).toBe(true);
    expect(isTyping(element('DIV', { isContentEditable: true }) as unknown as EventTarget)).toBe(true);
    expect(isTyping(element('DIV', { role: 'textbox' }) as unknown as EventTarget)).toBe(true);
    expect(isTyping(element('DIV', { role: 'combobox' }) as unknown as EventTarget)).toBe(true);
  });

  it('lets shortcuts through elsewhere', () => {
    expect(isTyping(element('BUTTON') as unknown as EventTarget)).toBe(false);
    expect(isTyping(element('BODY') as unknown as EventTarget)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });

  it('is the guard of the player shortcuts too', () => {
    expect(playerGuard).toBe(isTyping);
    const key = { key: 'n', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };
    expect(shortcutFor({ ...key, target: element('TEXTAREA') as unknown as EventTarget })).toBeNull();
    expect(shortcutFor({ ...key, target: element('DIV', { role: 'textbox' }) as unknown as EventTarget })).toBeNull();
    expect(shortcutFor({ ...key, target: element('BODY') as unknown as EventTarget })).toEqual({ type: 'next' });
  });
});
