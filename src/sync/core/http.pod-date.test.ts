import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from './http';

function client(date: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (date !== null) headers.Date = date;
  const fetchImpl = vi.fn(async () => new Response('{}', { status: 200, headers }));
  return new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', fetchImpl, fetchCsrfCookie: false });
}

describe('lastPodDate: the pod clock of the latest answer (listenings match on it)', () => {
  it('is the Date header of the answer just read', async () => {
    const http = client('Wed, 25 Nov 2026 15:00:07 GMT');
    expect(http.lastPodDate()).toBeNull();
    await http.get('instance/settings/');
    expect(http.lastPodDate()).toBe(Date.parse('2026-11-25T15:00:07Z'));
  });

  it('is null without a readable header, and once the answer that had one is old', async () => {
    const bare = client(null);
    expect((await bare.get('x/')).ok).toBe(true);
    expect(bare.lastPodDate()).toBeNull();
    const http = client('Wed, 25 Nov 2026 15:00:07 GMT');
    await http.get('x/');
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    try {
      expect(http.lastPodDate()).toBeNull();
      expect(http.lastPodDate(60_000)).toBe(Date.parse('2026-11-25T15:00:07Z'));
    } finally {
      spy.mockRestore();
    }
  });
});
