import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { contentInput, isApiPath, patchContent, previewText } from './api';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';

describe('contentInput', () => {
  it('sends markdown, or null for empty text', () => {
    expect(contentInput('Hi *there*')).toEqual({ content_type: 'text/markdown', text: 'Hi *there*' });
    expect(contentInput('')).toBeNull();
    expect(contentInput('  \n ')).toBeNull();
  });

  it('only takes paths under the API base', () => {
    expect(isApiPath('channels/abc/')).toBe(true);
    for (const path of ['https://evil.example/x', '//evil.example/x', '/api/v1/x', 'javascript:x', ''])
      expect(isApiPath(path), path).toBe(false);
  });
});

describe('patchContent', () => {
  it('PATCHes {field: {content_type, text}} or null and returns the answer', async () => {
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    const client = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => null,
      fetchImpl: async (input, init) => {
        sent.push({ method: init?.method ?? 'GET', url: String(input), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ uuid: 'abc', description: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const result = await patchContent(client, 'channels/abc/', 'description', '');
    expect(result.ok).toBe(true);
    await patchContent(client, 'libraries/x/', 'summary', 'New **text**');
    expect(sent).toEqual([
      { method: 'PATCH', url: 'https://pod.example/api/v1/channels/abc/', body: { description: null } },
      {
        method: 'PATCH',
        url: 'https://pod.example/api/v1/libraries/x/',
        body: { summary: { content_type: 'text/markdown', text: 'New **text**' } },
      },
    ]);
  });

  it("gives the pod's field errors as flat messages", async () => {
    const client = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => null,
      fetchImpl: async () =>
        new Response(
          JSON.stringify({ description: { text: ['Ensure this field has no more than 5000 characters.'] } }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    });
    const result = await patchContent(client, 'channels/abc/', 'description', 'x');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.messages.map((message) => message.raw)).toEqual([
        'Description - Text: Ensure this field has no more than 5000 characters.',
      ]);
  });
});

describe('previewText against the demo pod', () => {
  let pod: RunningPod;
  let client: HttpClient;
  beforeAll(async () => {
    pod = await startDemoPod();
    client = await signedInClient(pod, 'demo', 'demo');
  });
  afterAll(async () => {
    await pod.stop();
  });

  it('renders markdown on the pod, raw HTML and script links left out', async () => {
    const result = await previewText(client, 'Hello *world* <img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toContain('Hello <em>world</em>');
    expect(result.data).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(result.data).not.toMatch(/<img|javascript:/);
  });

  it('answers 400 without text', async () => {
    const result = await client.post('text-preview/', { json: { permissive: true } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(400);
  });
});
