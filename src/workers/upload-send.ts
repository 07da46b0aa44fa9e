// One send of the upload worker: the kept bytes of a queued file as multipart (the uploader's fields,
// the file under its field: `audioFile` of an upload group, `audio_file` of v1), by XMLHttpRequest
// (fetch reports no upload progress), progress 0-100, cancellable by the upload's id. A cancelled
// request is `aborted`, never an error.

import { readUploadBytes } from '../db/upload-bytes';
import type { SendAnswer, UploadSendRequest } from '../sync/uploads';

const requests = new Map<string, XMLHttpRequest>();

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

export async function sendUpload(
  request: UploadSendRequest,
  onProgress: (percent: number) => void,
): Promise<SendAnswer> {
  const bytes = await readUploadBytes(request.uploadId, request.mimeType);
  if (bytes === null)
    return { type: 'answer', status: 400, body: { [request.fileField]: ['No file was submitted.'] }, headers: {} };
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  form.append(request.fileField, bytes, request.fileName);
  return new Promise<SendAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    requests.set(request.uploadId, xhr);
    const done = (answer: SendAnswer) => {
      requests.delete(request.uploadId);
      resolve(answer);
    };
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(request.headers)) if (value !== '') xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        // not JSON: kept as text
      }
      done({ type: 'answer', status: xhr.status, body, headers: parseHeaders(xhr.getAllResponseHeaders()) });
    };
    xhr.onerror = () => done({ type: 'network' });
    xhr.ontimeout = () => done({ type: 'network' });
    xhr.onabort = () => done({ type: 'aborted' });
    onProgress(0);
    xhr.send(form);
  });
}

export function abortUpload(uploadId: string): void {
  requests.get(uploadId)?.abort();
}
