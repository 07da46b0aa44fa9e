import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installCompression, negotiateEncoding } from './compress';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and never one refused with q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('installCompression', async () => {
  const big = JSON.stringify({ results: Array.from({ length: 100 }, (_, id) => ({ id, title: `Track ${id}` })) });
  const app = Fastify();
  installCompression(app);
  app.get('/big', async (_request, reply) => reply.type('application/json').send(big));
  app.get('/small', async (_request, reply) => reply.type('application/json').send('{"ok":true}'));
  app.get('/partial', async (_request, reply) =>
    reply.code(206).header('content-range', `bytes 0-9/${big.length}`).type('text/plain').send(big),
  );
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from([big])));
  app.get('/audio', async (_request, reply) => reply.type('audio/mpeg').send(Buffer.alloc(4096)));
  await app.ready();
  afterAll(() => app.close());

  it('compresses a JSON answer above 1 KB by Accept-Encoding, with Vary', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
  });

  it('sends it as it is to a client that accepts no encoding, still with Vary', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(big);
  });

  it('leaves small answers, ranges, streams, HEAD and audio alone', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const url of ['/small', '/partial', '/stream', '/audio']) {
      const answer = await app.inject({ url, headers });
      expect(answer.headers['content-encoding'], url).toBeUndefined();
    }
    const head = await app.inject({ method: 'HEAD', url: '/big', headers });
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
