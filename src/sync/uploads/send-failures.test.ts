import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '../../timers';
import { classifySend, type SendAnswer } from './api';
import { failureTooltip } from './failure-tooltips';
import { queueUpload, sendFailed, sendStarted, tagsParsed, type QueuedUpload } from './pipeline';
import { sendWithTimeout, UPLOAD_TIMEOUT_MS } from './send-timeout';
import type { UploadSendRequest, UploadTransport } from './transport';

const uploading = (): QueuedUpload =>
  sendStarted(
    tagsParsed(queueUpload({ name: 'a.mp3', size: 10, type: 'audio/mpeg' }, 'g1', 0, 1000, 'u1'), {
      title: 't',
      album: 'a',
      artist: 'r',
      cover: null,
    }),
  );
const NGINX_413 = '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n</html>';

/** How a send that did not succeed ends up on the file, and its tooltip. */
function failedWith(answer: SendAnswer): QueuedUpload {
  const outcome = classifySend(answer, 0);
  if (outcome.type !== 'failed') throw new Error(`not a failure: ${outcome.type}`);
  return sendFailed(uploading(), outcome.failure, 0, () => 0.5);
}

describe('failed sends and their tooltips', () => {
  it('a 413 (the front server’s HTML page) fails the file at once: too big, tooltip denied', () => {
    const file = failedWith({ type: 'answer', status: 413, body: NGINX_413, headers: { 'content-type': 'text/html' } });
    expect(file).toMatchObject({
      state: 'errored',
      failReason: 'upload-failed',
      error: { key: 'importStatus.failures.tooBig' },
    });
    expect(failureTooltip(file)).toEqual({ key: 'importStatus.tooltips.denied' });
  });

  it('the quota reached is denied too', () => {
    const file = failedWith({
      type: 'answer',
      status: 400,
      body: { non_field_errors: ['upload_quota_reached'] },
      headers: {},
    });
    expect(failureTooltip(file)).toEqual({ key: 'importStatus.tooltips.denied' });
  });

  it('a timeout fails the file at once with the timeout tooltip; a lost connection is retried first', () => {
    const timedOut = failedWith({ type: 'timeout' });
    expect(timedOut).toMatchObject({ state: 'errored', error: { key: 'importStatus.failures.timeout' } });
    expect(failureTooltip(timedOut)).toEqual({ key: 'importStatus.tooltips.timeout' });
    const lost = failedWith({ type: 'network' });
    expect(lost.state).toBe('pending');
    expect(failureTooltip(lost)).toBeNull();
    const gaveUp = {
      ...lost,
      state: 'errored' as const,
      failReason: 'upload-failed' as const,
      error: { key: 'uploads.networkFailedTries', params: { count: 6 } },
    };
    expect(failureTooltip(gaveUp)).toEqual({ key: 'importStatus.tooltips.network' });
  });

  it('no tooltip for a file that did not fail to send (cancelled, missing tags, import failed)', () => {
    for (const failReason of ['upload-cancelled', 'missing-tags', 'import-failed'] as const)
      expect(
        failureTooltip({ state: 'errored', failReason, error: { key: 'importStatus.failures.timeout' } }),
      ).toBeNull();
  });
});

describe('sendWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const request: UploadSendRequest = {
    uploadId: 'u1',
    url: 'http://pod/api/v1/uploads/',
    fields: {},
    fileField: 'audio_file',
    fileName: 'a.mp3',
    mimeType: 'audio/mpeg',
    headers: {},
  };

  /** A transport whose send answers only when aborted (a held answer), reporting progress on demand. */
  function heldTransport() {
    let finish: ((answer: SendAnswer) => void) | null = null;
    let progress: ((percent: number) => void) | null = null;
    const aborted: string[] = [];
    const transport: UploadTransport = {
      send: (_request, onProgress) => {
        progress = onProgress;
        return new Promise((resolve) => (finish = resolve));
      },
      abort: (uploadId) => {
        aborted.push(uploadId);
        finish?.({ type: 'aborted' });
      },
    };
    return {
      transport,
      aborted,
      progress: (percent: number) => progress?.(percent),
      answer: (a: SendAnswer) => finish?.(a),
    };
  }

  it('aborts a send with no progress and no answer for the timeout, and says it timed out', async () => {
    const held = heldTransport();
    const sent = sendWithTimeout(held.transport, globalTimers, request, () => {});
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(held.aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(held.aborted).toEqual(['u1']);
    expect(await sent).toEqual({ type: 'timeout' });
  });

  it('progress starts the wait again; an answer in time is the answer; a cancel stays a cancel', async () => {
    const held = heldTransport();
    const seen: number[] = [];
    const sent = sendWithTimeout(held.transport, globalTimers, request, (percent) => seen.push(percent), 1000);
    await vi.advanceTimersByTimeAsync(900);
    held.progress(50);
    await vi.advanceTimersByTimeAsync(900);
    expect(held.aborted).toEqual([]);
    held.answer({ type: 'answer', status: 201, body: { uuid: 'x' }, headers: {} });
    expect(await sent).toMatchObject({ type: 'answer', status: 201 });
    expect(seen).toEqual([50]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(held.aborted).toEqual([]);

    const cancelled = heldTransport();
    const cancel = sendWithTimeout(cancelled.transport, globalTimers, request, () => {}, 1000);
    cancelled.transport.abort('u1');
    expect(await cancel).toEqual({ type: 'aborted' });
  });
});
