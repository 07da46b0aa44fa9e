import { describe, expect, it } from 'vitest';
import {
  fetchedObjectRoute,
  fetchErrorOf,
  fetchObjectOf,
  fetchOutcome,
  fetchStatusOf,
  refreshStateOf,
  type Fetch,
} from './model';

const fetch = (patch: Partial<Fetch>): Fetch => ({
  id: 1,
  url: 'u',
  status: 'pending',
  detail: {},
  object: null,
  ...patch,
});

describe('fetchErrorOf: error code to kind', () => {
  it.each([
    [{ error_code: 'connection', message: 'refused' }, 'connection', null],
    [{ error_code: 'http', status_code: 404 }, 'http', 404],
    [{ error_code: 'http' }, 'http', null],
    [{ error_code: 'request', status_code: 502 }, 'http', 502],
    [{ error_code: 'validation', validation_errors: {} }, 'validation', null],
    [{ error_code: 'invalid_json' }, 'invalid_json', null],
    [{ error_code: 'invalid_jsonld' }, 'invalid_json', null],
    [{ error_code: 'missing_jsonld_type' }, 'invalid_json', null],
    [{ error_code: 'timeout' }, 'timeout', null],
    [{ error_code: 'webfinger' }, 'unknown', null],
    [{ error_code: 'toString' }, 'unknown', null],
    [{}, 'unknown', null],
    [null, 'unknown', null],
  ])('%j → %s (%s)', (detail, kind, statusCode) => {
    expect(fetchErrorOf(detail)).toEqual({ kind, statusCode });
  });

  it('keeps a status code only for HTTP errors, and only a whole number', () => {
    expect(fetchErrorOf({ error_code: 'timeout', status_code: 504 }).statusCode).toBeNull();
    expect(fetchErrorOf({ error_code: 'http', status_code: '404' }).statusCode).toBeNull();
  });
});

describe('fetchedObjectRoute: a fetched object to its local page', () => {
  it.each([
    [{ type: 'artist', id: 12 }, '/library/artists/12'],
    [{ type: 'album', id: 42 }, '/library/albums/42'],
    [{ type: 'track', id: 7 }, '/library/tracks/7'],
    [{ type: 'library', uuid: 'a-b' }, '/library/a-b'],
    [{ type: 'upload', uuid: 'c-d' }, '/library/uploads/c-d'],
    [{ type: 'account', full_username: 'nadia@remote.example.org' }, '/@nadia@remote.example.org'],
    [{ type: 'channel', uuid: 'e-f' }, '/channels/e-f'],
  ])('%j → %s', (object, route) => {
    expect(fetchedObjectRoute(object)).toBe(route);
  });

  it('gives nothing for an object that says too little or of an unknown type', () => {
    expect(fetchedObjectRoute(null)).toBeNull();
    expect(fetchedObjectRoute({ type: 'artist' })).toBeNull();
    expect(fetchedObjectRoute({ type: 'library', id: 3 })).toBeNull();
    expect(fetchedObjectRoute({ type: 'note', uuid: 'x' })).toBeNull();
  });
});

describe('fetchOutcome and refresh states', () => {
  it('pending, finished with a page, errored with its kind', () => {
    expect(fetchOutcome(fetch({}))).toEqual({ state: 'pending' });
    expect(fetchOutcome(fetch({ status: 'finished', object: { type: 'album', id: 2 } }))).toEqual({
      state: 'finished',
      route: '/library/albums/2',
    });
    expect(fetchOutcome(fetch({ status: 'errored', detail: { error_code: 'http', status_code: 410 } }))).toEqual({
      state: 'errored',
      error: { kind: 'http', statusCode: 410 },
    });
  });

  it("skipped, finished with nothing, or with another type than asked: 'cannot be retrieved'", () => {
    expect(fetchOutcome(fetch({ status: 'skipped' })).state).toBe('unretrievable');
    expect(fetchOutcome(fetch({ status: 'finished', object: null })).state).toBe('unretrievable');
    expect(fetchOutcome(fetch({ status: 'finished', object: { type: 'album', id: 2 } }), 'artist').state).toBe(
      'unretrievable',
    );
    expect(fetchOutcome(fetch({ status: 'finished', object: { type: 'artist', id: 2 } }), 'artist').state).toBe(
      'finished',
    );
  });

  it('maps to success, pending, skipped, failure', () => {
    expect(refreshStateOf({ state: 'finished', route: '/x' })).toBe('success');
    expect(refreshStateOf({ state: 'pending' })).toBe('pending');
    expect(refreshStateOf({ state: 'unretrievable' })).toBe('skipped');
    expect(refreshStateOf({ state: 'errored', error: { kind: 'timeout', statusCode: null } })).toBe('failure');
  });

  it('reads an unknown status word as pending', () => {
    expect(fetchStatusOf('queued')).toBe('pending');
  });
});

describe('fetchObjectOf', () => {
  it('writes a handle as @user@domain and leaves a URL as typed', () => {
    expect(fetchObjectOf(' nadia@remote.example.org ')).toBe('@nadia@remote.example.org');
    expect(fetchObjectOf('@nadia@remote.example.org')).toBe('@nadia@remote.example.org');
    expect(fetchObjectOf('https://remote.example.org/@nadia')).toBe('https://remote.example.org/@nadia');
  });
});
