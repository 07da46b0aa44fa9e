import { describe, expect, it } from 'vitest';
import { escapeHtml, isInternalPath, safeUrl } from './urls';

describe('safeUrl', () => {
  it('keeps http, https, mailto and scheme-less addresses', () => {
    for (const url of ['https://a.b/c', 'http://a', 'mailto:x@y.z', '/library', 'relative/path', '#top', '?q=1'])
      expect(safeUrl(url)).toBe(url);
  });

  it('refuses other schemes, hidden behind case, controls, spaces or entities', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      '\u0001java\u0003script:x',
      'java\nscript:x',
      '&#x6A;avascript:x',
      '&#106avascript:x',
      '&amp;#106;avascript:x',
      'javascript&colon;x',
      '\u2028javascript:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
    expect(safeUrl(null)).toBeNull();
  });
});

describe('isInternalPath', () => {
  it('is true for app paths only', () => {
    expect(isInternalPath('/@alice')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('/\\evil.example')).toBe(false);
    expect(isInternalPath('https://x')).toBe(false);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
