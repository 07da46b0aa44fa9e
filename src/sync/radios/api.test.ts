import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectApiBase } from '../instance';
import { HttpClient } from '../core/http';
import { cookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { v1Example } from '../testing/fixtures';
import { json, scriptedFetch } from '../testing/responses';
import { createRadioSession, needsSources, nextRadioTrack } from './api';
import { proxyPod, radioTracksWithoutUploads } from '../testing/pod-proxy';

describe('radio sessions and tracks', () => {
  it('sends the session request as the spec spells it and maps the documented answers', async () => {
    const fetchImpl = scriptedFetch(
      json(v1Example('POST /api/v1/radios/sessions/'), 201),
      json(v1Example('POST /api/v1/radios/tracks/'), 201),
    );
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => null,
      fetchCsrfCookie: false,
      fetchImpl,
    });
    const session = await createRadioSession(http, {
      radioType: 'tag',
      relatedObjectId: 'jazz',
      customRadioId: null,
      config: null,
    });
    expect(session).toEqual({
      ok: true,
      status: 201,
      data: { id: 55, radioType: 'tag', relatedObjectId: 'jazz', customRadioId: null },
    });
    expect(JSON.parse(String(fetchImpl.calls[0]?.body))).toEqual({
      radio_type: 'tag',
      related_object_id: 'jazz',
      custom_radio: null,
      config: null,
    });
    const track = await nextRadioTrack(http, 55);
    expect(track.ok && track.data.position).toBe(4);
    expect(fetchImpl.calls[1]?.url).toBe('https://pod.example/api/v1/radios/tracks/');
    expect(JSON.parse(String(fetchImpl.calls[1]?.body))).toEqual({ session: 55 });
  });

  it('looks up the uploads of a track answered without them, and only then', async () => {
    const example = v1Example('POST /api/v1/radios/tracks/') as { track: { id: number; uploads: unknown[] } };
    const bare = { ...example, track: { ...example.track, uploads: [], is_playable: false } };
    const fetchImpl = scriptedFetch(json(bare, 201), json({ ...example.track, is_playable: true }), json(example, 201));
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => 'csrf',
      fetchImpl,
    });
    const resolved = await nextRadioTrack(http, 55);
    expect(resolved.ok && resolved.data.track.uploads.map((upload) => upload.uuid)).toEqual([
      '36a300de-57f7-4922-92ec-8afe8f4dc46b',
    ]);
    expect(resolved.ok && resolved.data.track.isPlayable).toBe(true);
    expect(fetchImpl.calls[1]?.url).toBe(`https://pod.example/api/v1/tracks/${example.track.id}/`);
    const whole = await nextRadioTrack(http, 55);
    expect(whole.ok && needsSources(whole.data.track)).toBe(false);
    expect(fetchImpl.calls).toHaveLength(3);
  });

  it('a failed look-up fails the answer (the radio retries it as any failure)', async () => {
    const example = v1Example('POST /api/v1/radios/tracks/') as { track: object };
    const fetchImpl = scriptedFetch(
      json({ ...example, track: { ...example.track, uploads: [] } }, 201),
      json({ detail: 'Not found.' }, 404),
    );
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => 'csrf',
      fetchImpl,
    });
    const result = await nextRadioTrack(http, 55);
    expect(!result.ok && result.error.kind).toBe('not-found');
  });

  describe('against the demo pod', () => {
    let running: RunningPod;
    let http: HttpClient;

    beforeAll(async () => {
      running = await startDemoPod();
      const jar = cookieJar();
      const base = await detectApiBase(running.url, jar.fetch);
      http = new HttpClient({ getApiBase: () => base, getCsrfToken: () => jar.get('csrftoken'), fetchImpl: jar.fetch });
    });
    afterAll(async () => running?.stop());

    it("a 1.4 pod's radio track without uploads gets them from tracks/{id}/ before it is handed on", async () => {
      const proxy = await proxyPod(running.url, radioTracksWithoutUploads);
      try {
        const jar = cookieJar();
        const base = await detectApiBase(proxy.url, jar.fetch);
        const http14 = new HttpClient({
          getApiBase: () => base,
          getCsrfToken: () => jar.get('csrftoken'),
          fetchImpl: jar.fetch,
        });
        for (const radioType of ['random', 'artist', 'recently-added'] as const) {
          const session = await createRadioSession(http14, {
            radioType,
            relatedObjectId: radioType === 'artist' ? 6 : null,
            customRadioId: null,
            config: null,
          });
          if (!session.ok) throw new Error(`no ${radioType} session`);
          proxy.requests.length = 0;
          const next = await nextRadioTrack(http14, session.data.id);
          if (!next.ok) throw new Error(`no ${radioType} track`);
          expect(next.data.track.uploads.length).toBeGreaterThan(0);
          expect(next.data.track.uploads[0]?.listenUrl).toContain('/listen/');
          expect(next.data.track.isPlayable).toBe(true);
          expect(proxy.requests.map((request) => request.split('?')[0])).toEqual([
            'POST /api/v2/radios/tracks/',
            `GET /api/v2/tracks/${next.data.track.id}/`,
          ]);
        }
      } finally {
        await proxy.close();
      }
    });

    it('an artist radio gives its tracks, then "Radio doesn\'t have more candidates" as radio-exhausted', async () => {
      const session = await createRadioSession(http, {
        radioType: 'artist',
        relatedObjectId: 6,
        customRadioId: null,
        config: null,
      });
      expect(session.ok && session.data.radioType).toBe('artist');
      if (!session.ok) return;
      const first = await nextRadioTrack(http, session.data.id);
      expect(first.ok && first.data.track.title).toBe('Foam Line');
      const dry = await nextRadioTrack(http, session.data.id);
      expect(dry.ok).toBe(false);
      expect(!dry.ok && dry.error).toMatchObject({ kind: 'radio-exhausted', status: 404, showMessage: false });
    });
  });
});
