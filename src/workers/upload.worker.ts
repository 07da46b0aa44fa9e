// The upload worker: sends run here, off the main thread (reading the kept bytes, the multipart body,
// the XHR and its progress). Wiring only; the send is upload-send.ts.

import { expose } from 'comlink';
import type { UploadSendRequest } from '../sync/uploads';
import { abortUpload, sendUpload } from './upload-send';

const api = {
  send: (request: UploadSendRequest, onProgress: (percent: number) => void) => sendUpload(request, onProgress),
  abort: (uploadId: string) => abortUpload(uploadId),
};

export type UploadWorkerApi = typeof api;

expose(api);
