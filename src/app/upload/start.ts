// The uploader and its two workers' facades are a chunk of their own (issue 8: the first screen
// loads only what it needs). Start-up loads it just after the first render; the upload screens wait
// for it, so their commands always find the uploader started.
import type { QueryClient } from '@tanstack/react-query';

let started: Promise<void> | null = null;

export function startUploadQueueSoon(queryClient: QueryClient): Promise<void> {
  started ??= import('./runtime').then(({ startUploadQueue }) => startUploadQueue(queryClient));
  return started;
}

/** Resolves once startUploadQueueSoon has started the uploader (at once if it was never asked to). */
export function uploadQueueStarted(): Promise<void> {
  return started ?? Promise.resolve();
}
