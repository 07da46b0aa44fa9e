import { describe, expect, it } from 'vitest';
import { classifyQuery, tabForQuery } from './classify';

describe('classifyQuery', () => {
  it('takes plain text as text, trimmed', () => {
    expect(classifyQuery('  Nova Drift ')).toEqual({ kind: 'text', text: 'Nova Drift' });
    expect(classifyQuery('AC@DC')).toEqual({ kind: 'text', text: 'AC@DC' });
    expect(classifyQuery('mail me at foo@bar.org please')).toEqual({
      kind: 'text',
      text: 'mail me at foo@bar.org please',
    });
  });

  it('says whitespace alone is empty', () => {
    expect(classifyQuery('')).toEqual({ kind: 'empty' });
    expect(classifyQuery(' \t\n ')).toEqual({ kind: 'empty' });
  });

  it('takes an http(s) URL as a remote object', () => {
    expect(classifyQuery('https://other.example/library/artists/3')).toEqual({
      kind: 'remote',
      object: 'https://other.example/library/artists/3',
    });
    expect(classifyQuery(' HTTP://other.example:8000/federation/music/libraries/x ')).toEqual({
      kind: 'remote',
      object: 'HTTP://other.example:8000/federation/music/libraries/x',
    });
  });

  it('takes a handle with or without its first @ as a remote object, always as @user@domain', () => {
    expect(classifyQuery('@alice@other.example')).toEqual({ kind: 'remote', object: '@alice@other.example' });
    expect(classifyQuery('alice@other.example')).toEqual({ kind: 'remote', object: '@alice@other.example' });
    expect(classifyQuery(' bob.x@localhost:8000 ')).toEqual({ kind: 'remote', object: '@bob.x@localhost:8000' });
  });

  it('takes a URL ending in .rss or .xml as a feed, whatever its query', () => {
    expect(classifyQuery('https://feeds.example/show.rss')).toEqual({
      kind: 'feed',
      url: 'https://feeds.example/show.rss',
    });
    expect(classifyQuery('http://127.0.0.1:8410/feeds/sample.XML?x=1')).toEqual({
      kind: 'feed',
      url: 'http://127.0.0.1:8410/feeds/sample.XML?x=1',
    });
    // Only the path counts: a remote object whose query mentions a feed is no feed.
    expect(classifyQuery('https://other.example/a?next=b.rss').kind).toBe('remote');
  });

  it('keeps a non-URL mentioning a feed as text', () => {
    expect(classifyQuery('show.rss').kind).toBe('text');
    expect(classifyQuery('ftp://x.example/a.rss').kind).toBe('text');
  });
});

describe('tabForQuery', () => {
  it('opens the remote tab for a URL or a handle and the RSS tab for a feed, whatever was chosen', () => {
    expect(tabForQuery('https://other.example/channels/x', 'albums')).toBe('remote');
    expect(tabForQuery('alice@other.example', null)).toBe('remote');
    expect(tabForQuery('https://feeds.example/a.xml', 'tracks')).toBe('rss');
  });

  it("keeps the user's catalogue tab for text, else opens artists", () => {
    expect(tabForQuery('nova', 'tracks')).toBe('tracks');
    expect(tabForQuery('nova', null)).toBe('artists');
    expect(tabForQuery('nova', 'remote')).toBe('artists');
    expect(tabForQuery('nova', 'rss')).toBe('artists');
  });
});
