import { describe, expect, it } from 'vitest';
import { mapTrack } from '../catalogue';
import { trackSchema } from '../catalogue';
import { v1Example } from '../testing/fixtures';
import { parseXspf, writeXspf, xspfFileName, xspfTrackOf, type XspfPlaylist } from './xspf';

const playlist: XspfPlaylist = {
  title: 'Road trip <2026> & friends',
  creator: 'demo',
  tracks: [
    {
      title: 'Tom\'s "Song"',
      creator: 'A & B',
      album: 'First',
      duration: 183_500,
      trackNum: 3,
      locations: ['https://pod.example/library/tracks/7'],
      identifiers: ['https://pod.example/federation/music/tracks/1b2c', 'https://musicbrainz.org/recording/abc'],
    },
    {
      title: 'Ünïcode ✓ 𝄞',
      creator: null,
      album: null,
      duration: null,
      trackNum: null,
      locations: [],
      identifiers: [],
    },
  ],
};

describe('XSPF', () => {
  it('is written as XSPF version 1 and read back the same', () => {
    const text = writeXspf(playlist);
    expect(text).toContain('<playlist version="1" xmlns="http://xspf.org/ns/0/">');
    expect(text).toContain('<title>Road trip &lt;2026&gt; &amp; friends</title>');
    expect(text).toContain('<duration>183500</duration>');
    expect(text).toContain('<trackNum>3</trackNum>');
    expect(parseXspf(text)).toEqual({ ok: true, playlist });
  });

  it('writes a pod track with its page as location and its fid as identifier', () => {
    const track = mapTrack(trackSchema.parse(v1Example('GET /api/v1/tracks/{id}/')));
    const entry = xspfTrackOf(track, 'https://pod.example/');
    expect(entry.locations).toEqual([`https://pod.example/library/tracks/${track.id}`]);
    expect(entry.title).toBe(track.title);
    expect(entry.album).toBe(track.album?.title ?? null);
    expect(entry.identifiers[0]).toBe(track.fid);
    expect(entry.creator).not.toBeNull();
  });

  it('reads what other writers write: prefixes, CDATA, comments, references, unknown elements', () => {
    const text = `\uFEFF<?xml version="1.0"?>
<!-- made elsewhere -->
<x:playlist xmlns:x="http://xspf.org/ns/0/" version="1">
  <x:trackList>
    <x:track><x:title><![CDATA[A <b> title]]></x:title><x:creator>&#233;&#x263A; &amp; co</x:creator>
      <x:extension application="http://example.com"><x:title>not this one</x:title></x:extension>
      <x:duration>-5</x:duration><x:trackNum>two</x:trackNum><x:location> http://a/1 </x:location></x:track>
    <x:track/>
  </x:trackList>
</x:playlist>`;
    const parsed = parseXspf(text);
    expect(parsed.ok && parsed.playlist.tracks).toEqual([
      {
        title: 'A <b> title',
        creator: 'é☺ & co',
        album: null,
        duration: null,
        trackNum: null,
        locations: ['http://a/1'],
        identifiers: [],
      },
      { title: null, creator: null, album: null, duration: null, trackNum: null, locations: [], identifiers: [] },
    ]);
  });

  it('refuses a malformed file, another XML document and a DOCTYPE', () => {
    const problem = (text: string) => {
      const parsed = parseXspf(text);
      return parsed.ok ? 'ok' : parsed.problem;
    };
    const good = writeXspf(playlist);
    expect(problem(good)).toBe('ok');
    expect(problem(good.slice(0, good.length - 20))).toBe('not-xml');
    expect(problem(good.replace('</trackList>', ''))).toBe('not-xml');
    expect(problem(good.replace('&amp;', '&'))).toBe('not-xml');
    expect(problem(`${good}<playlist/>`)).toBe('not-xml');
    expect(problem(`${good} trailing text`)).toBe('not-xml');
    expect(problem('')).toBe('not-xml');
    expect(problem('{"tracks": []}')).toBe('not-xml');
    expect(problem('<!DOCTYPE x [<!ENTITY a "aaaa">]><playlist/>')).toBe('not-xml');
    expect(problem('<rss version="2.0"><channel/></rss>')).toBe('not-xspf');
    expect(problem('<playlist xmlns="http://xspf.org/ns/0/" version="1"><title>No list</title></playlist>')).toBe(
      'not-xspf',
    );
    expect(problem('<playlist xmlns="urn:other" version="1"><trackList/></playlist>')).toBe('not-xspf');
    expect(problem('<playlist version="1"><trackList/></playlist>')).toBe('ok');
  });

  it('names the file after the playlist', () => {
    expect(xspfFileName('Road trip: 2026/07')).toBe('Road trip 2026 07.xspf');
    expect(xspfFileName('  ')).toBe('playlist.xspf');
  });
});
