// The upload timeout (spec 02 section 8: 'Upload timeout, please try again'): a send that has made
// no progress and got no answer for UPLOAD_TIMEOUT_MS is aborted and counts as timed out. The clock
// runs on the page (injected timers), not in the upload worker, so the uploader owns the decision.

import type { Timers } from '../../timers';
import type { SendAnswer } from './api';
import type { UploadSendRequest, UploadTransport } from './transport';

/**
 * How long a send may go without progress or answer. Longer than the 60 s a front server (nginx's
 * default proxy timeouts) waits for a slow pod, so a pod that is slow behind its proxy is seen as
 * the proxy's 504 (a network failure, retried) first; short enough that a hung connection does not
 * hold the queue, which sends one file at a time.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

export async function sendWithTimeout(
  transport: UploadTransport,
  timers: Timers,
  request: UploadSendRequest,
  onProgress: (percent: number) => void,
  timeoutMs = UPLOAD_TIMEOUT_MS,
): Promise<SendAnswer> {
  let timedOut = false;
  let timer: unknown = null;
  const arm = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timedOut = true;
      transport.abort(request.uploadId);
    }, timeoutMs);
  };
  arm();
  try {
    const answer = await transport.send(request, (percent) => {
      arm();
      onProgress(percent);
    });
    return timedOut && answer.type === 'aborted' ? { type: 'timeout' } : answer;
  } finally {
    if (timer !== null) timers.clearTimeout(timer);
  }
}
