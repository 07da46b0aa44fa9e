import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPod, type TestPod } from '../test-support/pod';
import { CONTENT_SECURITY_POLICY, EMBED_CONTENT_SECURITY_POLICY } from './security';

describe('security headers', () => {
  let pod: TestPod;
  beforeAll(async () => {
    pod = await startTestPod();
  });
  afterAll(async () => {
    await pod?.close();
  });

  it('go with the app, the API, errors and the service worker', async () => {
    for (const path of [
      '/',
      '/library/albums/1',
      '/api/v1/instance/nodeinfo/2.0/',
      '/api/v1/albums/999999/',
      '/serviceWorker.js',
    ]) {
      const answer = await pod.pod.app.inject({ method: 'GET', url: path });
      expect(answer.headers['content-security-policy'], path).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('allow no inline script, no eval and no blob: images or media (the deploy template allows none of them)', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((part) => [part.split(' ')[0], part] as const));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('img-src')).not.toContain('blob:');
    expect(directives.get('media-src')).not.toContain('blob:');
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'self'");
  });
});

describe('the embed page (pl20xspf)', () => {
  let pod: TestPod;
  beforeAll(async () => {
    pod = await startTestPod();
  });
  afterAll(async () => {
    await pod?.close();
  });

  it('may be framed by any site, with the rest of the policy as strict', async () => {
    for (const path of ['/embed.html', '/embed.html?type=playlist&id=1']) {
      const answer = await pod.pod.app.inject({ method: 'GET', url: path });
      expect(answer.headers['x-frame-options'], path).toBeUndefined();
      expect(answer.headers['content-security-policy'], path).toBe(EMBED_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect(EMBED_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
    expect(EMBED_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    const other = await pod.pod.app.inject({ method: 'GET', url: '/embed.html.evil' });
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
