// import26: the test scenario of three album pages in both variants (25 and 30 a page), and the counts
// by import reference and status that the older variant's library upload screen reads, as a real pod
// answers them (`uploads/?import_reference=X&import_status=Y&page_size=1`), in both pod modes.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_UUIDS } from '../seed';
import { startPodWithUsers, type PodWithUsers } from '../test-support/pod';

const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/uploads/', import.meta.url));

interface Page {
  count: number;
  next: string | null;
  results: Array<{ uuid?: string; title?: string; import_status?: string; import_reference?: string; source?: string }>;
}

describe.each(['2.0', '1.4'] as const)('on a %s pod', (mode) => {
  let users: PodWithUsers;
  beforeAll(async () => {
    users = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(() => users.pod.close());

  it('POST /__test__/albums/pages makes 61 more albums: three pages at 25 and at 30', async () => {
    const before = await users.demo.json<Page>('/api/v1/albums/?page_size=30');
    const made = await fetch(`${users.pod.url}/__test__/albums/pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(made.status).toBe(201);
    const after = await users.demo.json<Page>('/api/v1/albums/?page_size=30');
    expect(after.count).toBe(before.count + 61);
    for (const size of [25, 30]) {
      const third = await users.demo.json<Page>(`/api/v1/albums/?page_size=${size}&page=3`);
      expect(third.results.length).toBeGreaterThan(0);
    }
    const refused = await fetch(`${users.pod.url}/__test__/albums/pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 0 }),
    });
    expect(refused.status).toBe(400);
  });

  it('counts a reference’s uploads by import status with page_size=1, as 1.4’s web front reads them', async () => {
    const send = async (file: string, reference: string) => {
      const form = new FormData();
      form.append('library', LIBRARY_UUIDS.demo);
      form.append('import_reference', reference);
      form.append('import_status', 'pending');
      form.append('source', `upload://${file}`);
      form.append('audio_file', new Blob([new Uint8Array(readFileSync(join(FIXTURES, file)))]), file);
      const response = await users.demo.fetch('/api/v1/uploads/', { method: 'POST', body: form, csrf: true });
      expect(response.status).toBe(201);
    };
    await send('tone.flac', 'batch-1');
    await send('tone.mp3', 'batch-1');
    await send('tone.ogg', 'batch-2');
    const count = async (reference: string, status: string) => {
      const page = await users.demo.json<Page>(
        `/api/v1/uploads/?import_reference=${reference}&import_status=${status}&page_size=1`,
      );
      expect(page.results.length).toBe(Math.min(1, page.count));
      return page.count;
    };
    for (
      let i = 0;
      i < 200 && ((await count('batch-1', 'pending')) > 0 || (await count('batch-2', 'pending')) > 0);
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count('batch-1', 'finished')).toBe(2);
    expect(await count('batch-2', 'finished')).toBe(1);
    for (const status of ['draft', 'pending', 'skipped', 'errored']) expect(await count('batch-1', status)).toBe(0);
    // The list carries each file's reference and its source, by which the client knows its own.
    const listed = await users.demo.json<Page>('/api/v1/uploads/?import_reference=batch-1&ordering=creation_date');
    expect(listed.results.map((item) => [item.import_reference, item.source])).toEqual([
      ['batch-1', 'upload://tone.flac'],
      ['batch-1', 'upload://tone.mp3'],
    ]);
    // Another user's uploads of the same reference are not counted.
    expect((await users.admin.json<Page>('/api/v1/uploads/?import_reference=batch-1&page_size=1')).count).toBe(0);
  });
});
