// The tooltip of a file whose send failed (spec 02 section 8 "Upload tooltips"): denied (the file is
// too big for the pod, or the quota is reached), a network error, a server error, a timeout. Files
// refused before they are queued (invalid type, larger than what is left of the quota) have no row:
// the upload dialog says why at once, in the words of the same group (importStatus.tooltips).

import type { QueuedUpload, UploadMessage } from './pipeline';
import { QUOTA_MESSAGE, TIMEOUT_MESSAGE, TOO_BIG_MESSAGE } from './pipeline';

const BY_MESSAGE: Record<string, string> = {
  [TOO_BIG_MESSAGE.key]: 'importStatus.tooltips.denied',
  [QUOTA_MESSAGE.key]: 'importStatus.tooltips.denied',
  [TIMEOUT_MESSAGE.key]: 'importStatus.tooltips.timeout',
  'uploads.networkFailedTries': 'importStatus.tooltips.network',
  'uploads.serverFailedTimes': 'importStatus.tooltips.server',
};

/** The tooltip of a failed send, or null (not failed, or failed for a reason the row words itself). */
export function failureTooltip(upload: Pick<QueuedUpload, 'state' | 'failReason' | 'error'>): UploadMessage | null {
  if (upload.state !== 'errored' || upload.failReason !== 'upload-failed' || upload.error === null) return null;
  const key = BY_MESSAGE[upload.error.key];
  return key === undefined ? null : { key };
}
