import { describe, expect, it } from 'vitest';
import { FILTERED, scrubText, scrubValue } from './scrub';

const SECRETS = ['s3cretAccess', 'r3fresh', 'cl1entSecret', 'hunter2', 'sessCookie', 'csrfVal', 'listenTok', 'c0de'];

describe('scrubText', () => {
  it('removes token query values from addresses', () => {
    expect(scrubText('GET http://pod/api/v1/listen/1/?upload=2&token=listenTok&x=1')).toBe(
      `GET http://pod/api/v1/listen/1/?upload=2&token=${FILTERED}&x=1`,
    );
    expect(scrubText('/auth/callback?code=c0de&state=abc')).toBe(`/auth/callback?code=${FILTERED}&state=abc`);
  });

  it('removes Authorization headers and bearer tokens', () => {
    const text = scrubText('Request failed; Authorization: Bearer s3cretAccess; then bearer r3fresh');
    expect(text).not.toMatch(/s3cretAccess|r3fresh/);
    expect(text).toContain(FILTERED);
    expect(scrubText('{"Authorization":"Bearer s3cretAccess"}')).not.toContain('s3cretAccess');
  });

  it('removes cookies, client secrets, access and refresh tokens and passwords in form or JSON text', () => {
    const text = scrubText(
      [
        'Cookie: sessionid=sessCookie; csrftoken=csrfVal',
        'grant_type=refresh_token&refresh_token=r3fresh&client_secret=cl1entSecret',
        '{"access_token": "s3cretAccess", "password":"hunter2"}',
      ].join('\n'),
    );
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('grant_type=refresh_token');
  });

  it('leaves ordinary text alone', () => {
    const text = 'TypeError: Cannot read properties of undefined (reading "title")\n    at Album (Album.tsx:12)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('replaces sensitive keys at any depth and scrubs the strings left', () => {
    const scrubbed = scrubValue({
      request: {
        url: 'https://pod/api/v1/tracks/?token=listenTok',
        headers: { Authorization: 'Bearer s3cretAccess', 'X-CSRFToken': 'csrfVal', Cookie: 'sessionid=sessCookie' },
        body: { client_secret: 'cl1entSecret', refresh_token: 'r3fresh', password: 'hunter2', title: 'kept' },
      },
      list: ['token=listenTok', 3, null],
    });
    const json = JSON.stringify(scrubbed);
    for (const secret of SECRETS) expect(json).not.toContain(secret);
    expect(json).toContain('kept');
    expect(json).toContain('https://pod/api/v1/tracks/?token=');
  });

  it('survives a cycle', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(scrubValue(looped)).toEqual({ name: 'a', self: '[…]' });
  });

  it('reads a Headers object', () => {
    const headers = new Headers({ authorization: 'Bearer s3cretAccess', accept: 'application/json' });
    expect(scrubValue(headers)).toEqual({ authorization: FILTERED, accept: 'application/json' });
  });
});
