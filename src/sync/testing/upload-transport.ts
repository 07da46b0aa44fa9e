// Test-only: the upload transport over fetch (Node has no XMLHttpRequest), reading the kept bytes as
// the upload worker does, through a network the test can cut (testing/network.ts).

import { readUploadBytes } from '../../db/upload-bytes';
import type { SendAnswer, UploadSendRequest, UploadTransport } from '../uploads';

export interface FetchTransport extends UploadTransport {
  /** Every send started, by upload id. */
  sent: string[];
}

export function fetchTransport(
  fetchImpl: typeof fetch,
  extraHeaders: () => Record<string, string> = () => ({}),
): FetchTransport {
  const controllers = new Map<string, AbortController>();
  const sent: string[] = [];
  return {
    sent,
    async send(request: UploadSendRequest, onProgress): Promise<SendAnswer> {
      sent.push(request.uploadId);
      const bytes = await readUploadBytes(request.uploadId, request.mimeType);
      if (bytes === null)
        return { type: 'answer', status: 400, body: { [request.fileField]: ['No file was submitted.'] }, headers: {} };
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
      form.append(request.fileField, bytes, request.fileName);
      const controller = new AbortController();
      controllers.set(request.uploadId, controller);
      onProgress(0);
      try {
        const response = await fetchImpl(request.url, {
          method: 'POST',
          body: form,
          headers: { ...request.headers, ...extraHeaders() },
          signal: controller.signal,
        });
        onProgress(100);
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        return {
          type: 'answer',
          status: response.status,
          body,
          headers: Object.fromEntries(response.headers.entries()),
        };
      } catch {
        return controller.signal.aborted ? { type: 'aborted' } : { type: 'network' };
      } finally {
        controllers.delete(request.uploadId);
      }
    },
    abort(uploadId) {
      controllers.get(uploadId)?.abort();
    },
  };
}
