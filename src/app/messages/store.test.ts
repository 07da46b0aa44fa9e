import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessage, clearMessages, getMessages } from './store';

beforeEach(() => {
  vi.useFakeTimers();
  clearMessages();
});
afterEach(() => vi.useRealTimers());

describe('UI messages', () => {
  it('shows a message for 5000 ms', () => {
    addMessage({ content: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(getMessages()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getMessages()).toHaveLength(0);
  });

  it('keeps at most 100, dropping the oldest', () => {
    for (let i = 0; i < 105; i++) addMessage({ content: `m${i}` });
    const shown = getMessages();
    expect(shown).toHaveLength(100);
    expect(shown[0]?.content).toBe('m5');
    expect(shown[99]?.content).toBe('m104');
  });

  it('is red for an error flag or a text containing "error", otherwise blue', () => {
    expect(addMessage({ content: 'Permission denied', error: true }).color).toBe('red');
    expect(addMessage({ content: 'An Error happened' }).color).toBe('red');
    expect(addMessage({ content: 'Welcome back' }).color).toBe('blue');
    expect(addMessage({ content: 'Custom', color: 'green' }).color).toBe('green');
  });

  it('replaces a message of the same key', () => {
    addMessage({ content: 'one', key: 'offline' });
    addMessage({ content: 'two', key: 'offline' });
    expect(getMessages().map((m) => m.content)).toEqual(['two']);
  });
});

describe('persistent messages with actions', () => {
  it('stays past 5000 ms until dismissed or acted on, and runs its action once', async () => {
    const { runMessageAction, dismissMessage } = await import('./store');
    let ran = 0;
    const message = addMessage({
      content: 'A new version',
      key: 'update',
      persistent: true,
      actions: [{ label: 'Update now', run: () => ran++ }],
    });
    expect(message.persistent).toBe(true);
    expect(message.displayTime).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(getMessages().map((m) => m.content)).toEqual(['A new version']);
    runMessageAction(message.id, message.actions[0]!);
    expect(ran).toBe(1);
    expect(getMessages()).toHaveLength(0);
    const again = addMessage({ content: 'A new version', persistent: true });
    dismissMessage(again.id);
    expect(getMessages()).toHaveLength(0);
  });

  it('is the last to go when more than 100 pile up', () => {
    addMessage({ content: 'keep me', persistent: true });
    for (let i = 0; i < 105; i++) addMessage({ content: `m${i}`, displayTime: 0 });
    const shown = getMessages();
    expect(shown).toHaveLength(100);
    expect(shown[0]?.content).toBe('keep me');
    expect(shown[1]?.content).toBe('m6');
  });
});
