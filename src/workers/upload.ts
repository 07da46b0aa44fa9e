// The typed facade of the upload worker: an UploadTransport for the uploader (src/sync/uploads).
// In a browser the sends run in a Comlink worker; without Worker they run in-process (same code).

import { proxy, wrap, type Remote } from 'comlink';
import type { SendAnswer, UploadSendRequest, UploadTransport } from '../sync/uploads';
import type { UploadWorkerApi } from './upload.worker';

let remote: Remote<UploadWorkerApi> | null = null;

function worker(): Remote<UploadWorkerApi> {
  remote ??= wrap<UploadWorkerApi>(
    new Worker(new URL('./upload.worker.ts', import.meta.url), { type: 'module', name: 'shoal-upload' }),
  );
  return remote;
}

export function uploadWorkerTransport(): UploadTransport {
  if (typeof Worker === 'undefined') {
    return {
      send: async (request, onProgress) => (await import('./upload-send')).sendUpload(request, onProgress),
      abort: (uploadId) => void import('./upload-send').then((module) => module.abortUpload(uploadId)),
    };
  }
  return {
    send: (request: UploadSendRequest, onProgress: (percent: number) => void): Promise<SendAnswer> =>
      worker().send(request, proxy(onProgress)),
    abort: (uploadId: string) => void worker().abort(uploadId),
  };
}
