import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  cancelUpload,
  displayStatus,
  importDetailsMessage,
  importUpdated,
  isAllowedFile,
  queueUpload,
  randomUploadId,
  recoverAfterReload,
  retryUpload,
  sendDone,
  sendFailed,
  sendProgress,
  sendStarted,
  tagsParsed,
  UPLOAD_MAX_NETWORK_ATTEMPTS,
  UPLOAD_MAX_SERVER_ATTEMPTS,
  type QueuedUpload,
  type UploadGroup,
  type UploadTags,
} from './pipeline';
import { emptyGroupsToRemove, isUploadInProgress, nextStep, summarizeGroup } from './groups';
import { importReferenceOf, uploadFieldsV1, uploadPayload } from './payload';

const TAGS: UploadTags = { title: 'Low Tide', album: 'Slow Currents', artist: 'Tidepool Ensemble', cover: null };
const file = (name = 'low-tide.mp3') => ({ name, size: 1000, type: 'audio/mpeg' });
const queued = (position = 0, id = `upload-${position}`) => queueUpload(file(), 'g1', position, 1000, id);
const tagged = (position = 0) => tagsParsed(queued(position), TAGS);
const group = (id = 'g1', patch: Partial<UploadGroup> = {}): UploadGroup => ({
  id,
  scope: 'demo@pod http://pod/',
  guid: null,
  uploadUrl: null,
  type: 'music-library',
  targetLibrary: 'lib',
  targetName: 'Mine',
  createdAt: 1,
  state: 'published',
  blocked: null,
  ...patch,
});

describe('queueing', () => {
  it('gives each file a url-safe random id of 21 characters', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomUploadId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('accepts the eight extensions of the spec, in any case, and nothing else', () => {
    expect(ALLOWED_EXTENSIONS).toEqual(['flac', 'ogg', 'mp3', 'opus', 'aac', 'm4a', 'aiff', 'aif']);
    for (const ext of ALLOWED_EXTENSIONS) expect(isAllowedFile(`a.${ext.toUpperCase()}`)).toBe(true);
    for (const name of ['a.wav', 'a.txt', 'mp3', 'a.mp3.exe', 'a.']) expect(isAllowedFile(name)).toBe(false);
  });

  it('a queued file is pending, at 0, with no tags read, its send key its own id', () => {
    const upload = queued();
    expect(upload).toMatchObject({
      state: 'pending',
      progress: 0,
      guid: null,
      error: null,
      failReason: null,
      importedAt: null,
      metadata: null,
      tagsRead: false,
      sendKey: 'upload-0',
    });
  });
});

describe('tags (step 2)', () => {
  it('keeps the tags read', () => {
    expect(tagged()).toMatchObject({ state: 'pending', metadata: TAGS, tagsRead: true });
  });

  it.each([null, { ...TAGS, title: '' }, { ...TAGS, album: ' ' }, { ...TAGS, artist: '' }])(
    'fails with missing-tags when they cannot be read or lack one (%#)',
    (tags) => {
      expect(tagsParsed(queued(), tags)).toMatchObject({
        state: 'errored',
        failReason: 'missing-tags',
        metadata: null,
        tagsRead: true,
      });
    },
  );
});

describe('sending (step 3)', () => {
  it('goes from 0 to 100 and ends uploaded with the guid', () => {
    let upload = sendStarted(tagged());
    expect(upload).toMatchObject({ state: 'uploading', progress: 0 });
    upload = sendProgress(upload, 42.4);
    expect(upload.progress).toBe(42);
    expect(sendProgress(upload, 180).progress).toBe(100);
    upload = sendDone(upload, 'guid-1');
    expect(upload).toMatchObject({ state: 'uploaded', progress: 100, guid: 'guid-1' });
    expect(displayStatus(upload)).toBe('processing');
  });

  it('a send cancelled is upload-cancelled, not an error message', () => {
    expect(sendFailed(sendStarted(tagged()), { type: 'cancelled' }, 0)).toMatchObject({
      state: 'errored',
      failReason: 'upload-cancelled',
      error: null,
    });
  });

  it('a refusal for good is upload-failed with the reason', () => {
    const upload = sendFailed(
      sendStarted(tagged()),
      { type: 'refused', error: { key: 'errors.serverText', raw: 'Bad file' } },
      0,
    );
    expect(upload).toMatchObject({ state: 'errored', failReason: 'upload-failed', error: { raw: 'Bad file' } });
  });

  it('over quota is upload-failed with the spec message', () => {
    expect(sendFailed(sendStarted(tagged()), { type: 'quota' }, 0)).toMatchObject({
      state: 'errored',
      failReason: 'upload-failed',
      error: { key: 'errors.quotaExceeded' },
    });
  });

  it('network failures go back to pending with a growing wait, then fail after the limit', () => {
    let upload = tagged();
    const waits: number[] = [];
    for (let attempt = 1; attempt < UPLOAD_MAX_NETWORK_ATTEMPTS; attempt += 1) {
      upload = sendFailed(sendStarted(upload), { type: 'network' }, 0, () => 1);
      expect(upload).toMatchObject({ state: 'pending', progress: 0, attempts: attempt });
      waits.push(upload.notBefore);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    upload = sendFailed(sendStarted(upload), { type: 'network' }, 0, () => 1);
    expect(upload).toMatchObject({
      state: 'errored',
      failReason: 'upload-failed',
      error: { key: 'uploads.networkFailedTries' },
    });
  });

  it('a server error the pod answered itself is tried a few times, then the file fails with it', () => {
    let upload = tagged();
    for (let attempt = 1; attempt < UPLOAD_MAX_SERVER_ATTEMPTS; attempt += 1) {
      upload = sendFailed(sendStarted(upload), { type: 'server', status: 500 }, 0, () => 1);
      expect(upload).toMatchObject({ state: 'pending', attempts: attempt });
    }
    upload = sendFailed(sendStarted(upload), { type: 'server', status: 500 }, 0, () => 1);
    expect(upload).toMatchObject({
      state: 'errored',
      failReason: 'upload-failed',
      error: { key: 'uploads.serverFailedTimes', params: { count: UPLOAD_MAX_SERVER_ATTEMPTS, status: 500 } },
    });
    expect(UPLOAD_MAX_SERVER_ATTEMPTS).toBeLessThan(UPLOAD_MAX_NETWORK_ATTEMPTS);
  });

  it('a rate limit waits without counting an attempt', () => {
    expect(sendFailed(sendStarted(tagged()), { type: 'rate-limited', retryAfterMs: 5000 }, 100)).toMatchObject({
      state: 'pending',
      attempts: 0,
      notBefore: 5100,
    });
  });

  it('a reload mid-flight sends again from the start with the same send key', () => {
    const upload = recoverAfterReload(sendProgress(sendStarted(tagged()), 60));
    expect(upload).toMatchObject({ state: 'pending', progress: 0, sendKey: 'upload-0' });
    expect(recoverAfterReload(tagged())).toEqual(tagged());
  });

  it('on a 1.x pod the fields are those of 1.4’s web front, with an import reference of the file', () => {
    expect(uploadFieldsV1(tagged(), group())).toEqual({
      library: 'lib',
      import_reference: 'shoal-upload-0',
      import_status: 'pending',
      source: 'upload://low-tide.mp3',
    });
    expect(importReferenceOf(tagged(1)).length).toBeLessThanOrEqual(50); // the pod's limit
  });

  it('the payload is the tags and the target library', () => {
    expect(uploadPayload(tagged(), group())).toEqual({
      metadata: JSON.stringify({
        title: 'Low Tide',
        album: { name: 'Slow Currents' },
        artist: { name: 'Tidepool Ensemble' },
      }),
      target: JSON.stringify({ library: 'lib' }),
    });
  });
});

describe('import (step 4)', () => {
  const sent = () => sendDone(sendStarted(tagged()), 'guid-1');

  it('finished sets the import date', () => {
    const upload = importUpdated(sent(), 'finished', '2026-01-01T00:00:00Z');
    expect(upload).toMatchObject({ importedAt: '2026-01-01T00:00:00Z', importStatus: 'finished' });
    expect(displayStatus(upload)).toBe('imported');
  });

  it('errored fails with import-failed', () => {
    expect(importUpdated(sent(), 'errored', null)).toMatchObject({ state: 'errored', failReason: 'import-failed' });
  });

  it('a duplicate the pod skipped shows as skipped, not failed', () => {
    const upload = importUpdated(sent(), 'skipped', '2026-01-01T00:00:00Z');
    expect(displayStatus(upload)).toBe('skipped');
    expect(upload.failReason).toBeNull();
    // A skip is not an import: a re-upload of two known files said "2 imported" beside two "Skipped" rows.
    expect(summarizeGroup([upload])).toMatchObject({ failed: 0, imported: 0, skipped: 1 });
    expect(summarizeGroup([upload, importUpdated(sent(), 'finished', null)])).toMatchObject({
      imported: 1,
      skipped: 1,
    });
  });

  it('says why, from the pod’s import_details', () => {
    const skipped = importUpdated(sent(), 'skipped', null, 0, {
      code: 'already_imported_in_owned_libraries',
      duplicates: ['u1'],
    });
    expect(skipped.error).toEqual({ key: 'uploads.importErrors.already_imported_in_owned_libraries' });
    const errored = importUpdated(sent(), 'errored', null, 0, {
      error_code: 'invalid_metadata',
      detail: { title: ['This field is required.'], artist: ['x'] },
    });
    expect(errored).toMatchObject({
      state: 'errored',
      failReason: 'import-failed',
      error: { key: 'uploads.importErrors.invalid_metadata', params: { fields: 'title, artist' } },
    });
    // Nested fields named as the import status modal names them (one reading of import_details).
    expect(
      importDetailsMessage({
        error_code: 'invalid_metadata',
        detail: { album: { title: ['required'] }, position: ['x'] },
      }),
    ).toEqual({ key: 'uploads.importErrors.invalid_metadata', params: { fields: 'album - title, position' } });
    expect(importDetailsMessage({ error_code: 'unknown_error', detail: { error: ['boom'] } })).toEqual({
      key: 'uploads.importErrors.unknown_error',
    });
    expect(importDetailsMessage({ error_code: 'something_new' })).toEqual({
      key: 'uploads.importErrors.other',
      params: { code: 'something_new' },
    });
    expect(importDetailsMessage({})).toBeNull();
    expect(importDetailsMessage('<html>')).toBeNull();
  });

  it('pending changes nothing, and imported stays imported', () => {
    expect(importUpdated(sent(), 'pending', null)).toEqual(sent());
    const imported = importUpdated(sent(), 'finished', 'd');
    expect(importUpdated(imported, 'errored', null)).toBe(imported);
  });

  it('a re-send answered with an upload already imported settles at once', () => {
    expect(sendDone(sendStarted(tagged()), 'guid-1', 'finished', 'd')).toMatchObject({
      importedAt: 'd',
      state: 'uploaded',
    });
  });
});

describe('retry', () => {
  it('clears the error and the progress and restarts', () => {
    const failed = sendFailed(sendProgress(sendStarted(tagged()), 50), { type: 'refused', error: { key: 'x' } }, 0);
    const again = retryUpload(failed);
    expect(again).toMatchObject({
      state: 'pending',
      error: null,
      failReason: null,
      progress: 0,
      attempts: 0,
      sendKey: 'upload-0',
    });
  });

  it('fails at once with missing-tags when there is no metadata', () => {
    const failed = tagsParsed(queued(), null);
    expect(retryUpload(failed)).toMatchObject({ state: 'errored', failReason: 'missing-tags' });
  });

  it('a file the pod holds (import failed) is sent as a new upload: a new send key', () => {
    const failed = importUpdated(sendDone(sendStarted(tagged()), 'guid-1'), 'errored', null);
    const again = retryUpload(failed, () => 0.5);
    expect(again).toMatchObject({ state: 'pending', guid: null });
    expect(again.sendKey).not.toBe('upload-0');
    expect(again.sendKey).toHaveLength(21);
    // A new import reference: nothing of it can be on the pod, no lookup before it goes.
    expect(retryUpload({ ...failed, uncertain: true }, () => 0.5).uncertain).toBe(false);
  });

  it('a file whose send got no answer keeps its key, and is looked up before it goes again', () => {
    const cut = { ...sendFailed(sendStarted(tagged()), { type: 'cancelled' }, 0), uncertain: true };
    expect(retryUpload(cut)).toMatchObject({ sendKey: 'upload-0', uncertain: true });
  });
});

describe('cancelling a group', () => {
  it('cancels every upload not yet imported', () => {
    const imported = importUpdated(sendDone(sendStarted(tagged(0)), 'g'), 'finished', 'd');
    const uploads = [imported, sendStarted(tagged(1)), tagged(2), queued(3), sendDone(sendStarted(tagged(4)), 'h')].map(
      cancelUpload,
    );
    expect(uploads.map((upload) => upload.failReason)).toEqual([
      null,
      'upload-cancelled',
      'upload-cancelled',
      'upload-cancelled',
      'upload-cancelled',
    ]);
    expect(uploads[0]).toBe(imported);
    expect(summarizeGroup(uploads)).toMatchObject({ failed: 4, imported: 1, processing: 0 });
  });

  it('an import event after the cancel does not bring the file back', () => {
    const cancelled = cancelUpload(sendDone(sendStarted(tagged()), 'g'));
    expect(importUpdated(cancelled, 'finished', 'd')).toBe(cancelled);
  });
});

describe('order and groups', () => {
  it('sends one at a time, in order, the head waiting for its tags and its backoff', () => {
    const uploads: QueuedUpload[] = [tagged(1), { ...tagged(0), notBefore: 500 }, queued(2)];
    expect(nextStep([group()], uploads, 100)).toEqual({ type: 'wait', at: 500 });
    const step = nextStep([group()], uploads, 600);
    expect(step.type === 'send' && step.upload.position).toBe(0);
    expect(nextStep([group()], [queued(0), tagged(1)], 0)).toEqual({ type: 'wait', at: null });
  });

  it('drafts and groups blocked by the quota are not sent; older groups go first', () => {
    const a = { ...tagged(0), groupId: 'a' };
    const b = { ...tagged(0), id: 'b0', groupId: 'b' };
    expect(nextStep([group('a', { state: 'draft' })], [a], 0)).toEqual({ type: 'idle' });
    expect(nextStep([group('a', { blocked: 'quota' })], [a], 0)).toEqual({ type: 'idle' });
    const step = nextStep([group('b', { createdAt: 5 }), group('a', { createdAt: 2 })], [b, a], 0);
    expect(step.type === 'send' && step.group.id).toBe('a');
  });

  it('empty groups are removed when they stop being the current group', () => {
    const groups = [group('a'), group('b'), group('c')];
    const uploads = [{ ...tagged(0), groupId: 'b' }];
    expect(emptyGroupsToRemove(groups, uploads, 'a')).toEqual(['c']);
    expect(emptyGroupsToRemove(groups, uploads, null)).toEqual(['a', 'c']);
  });

  it('the group figures: average progress, failed, imported, processing', () => {
    const uploads = [
      sendProgress(sendStarted(tagged(0)), 50),
      sendDone(sendStarted(tagged(1)), 'x'),
      tagsParsed(queued(2), null),
      importUpdated(sendDone(sendStarted(tagged(3)), 'y'), 'finished', 'd'),
    ];
    expect(summarizeGroup(uploads)).toEqual({
      total: 4,
      progress: 63,
      failed: 1,
      imported: 1,
      processing: 1,
      pending: 1,
      skipped: 0,
    });
  });

  it('an upload in progress is one sending or waiting to be sent in a published group', () => {
    expect(isUploadInProgress([group()], [sendStarted(tagged())])).toBe(true);
    expect(isUploadInProgress([group()], [tagged()])).toBe(true);
    expect(isUploadInProgress([group('g1', { state: 'draft' })], [tagged()])).toBe(false);
    expect(isUploadInProgress([group()], [sendDone(sendStarted(tagged()), 'x')])).toBe(false);
  });
});
