import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { putQueuedUploads, putUploadGroup, readUploadQueue, type QueuedUpload } from '../../db/uploads';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { sendPublish, waitForImport } from './drafts';

// g19: what a publish from the channel page's Drafts list leaves behind: the device's upload group
// published, and a bounded wait for the import that always ends with an outcome (never a spinner).

let n = 0;
beforeEach(() => useDatabaseForTests(new ShoalDb(`drafts-import-test-${n++}`)));

const status = (importStatus: string) => json({ uuid: 'a', import_status: importStatus, import_date: null });

describe('the wait for a published draft’s import', () => {
  it('ends with imported, not imported, or slow once about 20 tries found it still pending', async () => {
    expect(await waitForImport(podClient(status('pending'), status('finished')).http, 'a', 0)).toBe('imported');
    expect(await waitForImport(podClient(status('skipped')).http, 'a', 0)).toBe('not-imported');
    expect(await waitForImport(podClient(status('errored')).http, 'a', 0)).toBe('not-imported');
    expect(await waitForImport(podClient(json({ detail: 'Not found.' }, 404)).http, 'a', 0)).toBe('not-imported');
    const { http, fetchImpl } = podClient(() => status('pending'));
    expect(await waitForImport(http, 'a', 0)).toBe('slow');
    expect(fetchImpl.calls).toHaveLength(20);
  });

  it('goes on through an answer it cannot read (offline for a moment)', async () => {
    const { http } = podClient(json({ detail: 'Bad gateway' }, 502), status('finished'));
    expect(await waitForImport(http, 'a', 0)).toBe('imported');
  });
});

const file: QueuedUpload = {
  id: 'local-1',
  groupId: 'g1',
  position: 0,
  name: 'tone.mp3',
  size: 10,
  mimeType: 'audio/mpeg',
  progress: 100,
  state: 'uploaded',
  guid: 'a',
  error: null,
  failReason: null,
  importedAt: null,
  importStatus: null,
  metadata: null,
  tagsRead: true,
  sendKey: 'k',
  attempts: 0,
  notBefore: 0,
  bytesKept: true,
  createdAt: 1,
};

describe('a publish from the Drafts list', () => {
  it('publishes the device’s upload group the dialog left as a draft, and reports the import', async () => {
    await putUploadGroup({
      id: 'g1',
      scope: 'demo s',
      guid: null,
      uploadUrl: null,
      type: 'channel',
      targetChannel: 'c',
      targetLibrary: null,
      targetName: 'Show',
      createdAt: 1,
      state: 'draft',
      blocked: null,
    });
    await putQueuedUploads([file]);
    const queryClient = testQueryClient();
    const { http, fetchImpl } = podClient(json({ updated: 1 }), status('pending'), status('finished'));
    const { imported } = await sendPublish(queryClient, 0)(http, 'a');
    expect((await readUploadQueue()).groups[0]?.state).toBe('published');
    expect(await imported).toBe('imported');
    expect(fetchImpl.calls.map((call) => call.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('leaves alone a draft this device did not send', async () => {
    const { http } = podClient(json({ updated: 1 }), status('finished'));
    const { imported } = await sendPublish(testQueryClient(), 0)(http, 'a');
    expect(await imported).toBe('imported');
    expect((await readUploadQueue()).groups).toEqual([]);
  });
});
