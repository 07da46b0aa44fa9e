import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectApiBase } from '../api-base';
import { HttpClient } from '../http';
import { cookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { v1Example } from '../testing/fixtures';
import { json, scriptedFetch } from '../testing/responses';
import { createRadioSession, nextRadioTrack } from './radios';

describe('radio sessions and tracks', () => {
  it('sends the session request as the spec spells it and maps the documented answers', async () => {
    const fetchImpl = scriptedFetch(json(v1Example('POST /api/v1/radios/sessions/'), 201), json(v1Example('POST /api/v1/radios/tracks/'), 201));
    const http = new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', getCsrfToken: () => null, fetchCsrfCookie: false, fetchImpl });
    const session = await createRadioSession(http, { radioType: 'tag', relatedObjectId: 'jazz', customRadioId: null, config: null });
    expect(session).toEqual({ ok: true, status: 201, data: { id: 55, radioType: 'tag', relatedObjectId: 'jazz', customRadioId: null } });
    expect(JSON.parse(String(fetchImpl.calls[0]?.body))).toEqual({ radio_type: 'tag', related_object_id: 'jazz', custom_radio: null, config: null });
    const track = await nextRadioTrack(http, 55);
    expect(track.ok && track.data.position).toBe(4);
    expect(fetchImpl.calls[1]?.url).toBe('https://pod.example/api/v1/radios/tracks/');
    expect(JSON.parse(String(fetchImpl.calls[1]?.body))).toEqual({ session: 55 });
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

    it('an artist radio gives its tracks, then "Radio doesn\'t have more candidates" as radio-exhausted', async () => {
      const session = await createRadioSession(http, { radioType: 'artist', relatedObjectId: 6, customRadioId: null, config: null });
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
