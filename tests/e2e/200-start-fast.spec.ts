import { test, expect } from './fixtures';

// Issue 17: start fast and stay still. What the demo pod sends (compressed, cached for long), what
// the HTML paints before any script, and what start-up waits for.

/** The entry script of the built index.html (a hashed file under /assets/). */
async function entryScript(html: string): Promise<string> {
  const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'the entry script of index.html').toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  return src!;
}

test('the demo pod answers a hashed asset compressed when asked, with a long cache lifetime', async ({ request }) => {
  const script = await entryScript(await (await request.get('/')).text());
  for (const encoding of ['br', 'gzip'] as const) {
    const answer = await request.get(script, { headers: { 'Accept-Encoding': encoding } });
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['cache-control']).toMatch(/max-age=31536000/);
    expect(headers['cache-control']).toMatch(/immutable/);
    // Decoded by the client, it is the script itself.
    expect((await answer.text()).length).toBeGreaterThan(Number(headers['content-length'] ?? 0));
  }
  // Not asked for, not sent.
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The page itself is revalidated at each visit.
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
});

test('API answers above 1 KB are compressed when the client accepts it', async ({ request }) => {
  const big = await request.get('/api/v1/tracks/?page_size=25', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(big.headers()['content-encoding']).toBe('br');
  expect(big.headers()['vary']).toMatch(/accept-encoding/i);
  expect(((await big.json()) as { count: number }).count).toBeGreaterThan(0);
  const gzip = await request.get('/api/v1/tracks/?page_size=25', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
