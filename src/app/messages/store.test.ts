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
