import { describe, expect, it, vi } from 'vitest';
import { accountLanguageOf, applyAccountSettings, onAccountLanguage } from './language';

describe('the account language', () => {
  it('reads a locale code from users/me/ settings, nothing else', () => {
    expect(accountLanguageOf({ language: 'en_GB' })).toBe('en_GB');
    expect(accountLanguageOf({ language: 'ca@valencia' })).toBe('ca@valencia');
    expect(accountLanguageOf({ language: '../../evil' })).toBeNull();
    expect(accountLanguageOf({ language: 3 })).toBeNull();
    expect(accountLanguageOf({})).toBeNull();
    expect(accountLanguageOf(null)).toBeNull();
  });

  it('tells the listeners after the user is loaded with a language, and not without one', () => {
    const listener = vi.fn();
    const remove = onAccountLanguage(listener);
    applyAccountSettings({ settings: null });
    applyAccountSettings(null);
    applyAccountSettings({ settings: { theme: 'dark' } });
    expect(listener).not.toHaveBeenCalled();
    applyAccountSettings({ settings: { language: 'en_GB' } });
    expect(listener).toHaveBeenCalledWith('en_GB');
    remove();
    applyAccountSettings({ settings: { language: 'en_US' } });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
