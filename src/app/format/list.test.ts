import { describe, expect, it } from 'vitest';
import { formatList } from './list';

describe('formatList', () => {
  it('keeps the English commas', () => {
    expect(formatList(['Upload', 'Moderation', 'Settings'], 'en-US')).toBe('Upload, Moderation, Settings');
  });
  it('takes the separators of the language', () => {
    expect(formatList(['一', '二', '三'], 'ja-JP')).toBe('一、二、三');
    expect(formatList(['أ', 'ب'], 'ar')).not.toContain(',');
  });
});
