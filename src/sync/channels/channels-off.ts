// Channels turned off on the pod (ENDPOINTS §9): the public preference `audio__channels_enabled` is
// false, or a channel call answered 405 with an empty body (a pod whose settings were read before
// the change, or one that does not list the preference). Either way the channel and podcast
// entries leave the shell and the channel screens say so.

import { useSyncExternalStore } from 'react';
import type { ApiError } from '../core/errors';
import { useInstanceSettings } from '../instance';

/** A real pod's answer to any channel call with channels off: 405, nothing in the body. */
export function isChannelsOffAnswer(error: Pick<ApiError, 'status' | 'body'>): boolean {
  return error.status === 405 && (error.body === undefined || error.body === null || error.body === '');
}

/** The preference as `instance/settings/` gives it (`section.name` keys); null when the pod does not say. */
export function channelsEnabledSetting(values: Record<string, unknown> | undefined): boolean | null {
  const value = values?.['audio.channels_enabled'];
  return typeof value === 'boolean' ? value : null;
}

/** Off when the pod says so in its settings or its answers. */
export function channelsOff(setting: boolean | null, answeredOff: boolean): boolean {
  return setting === false || answeredOff;
}

// The last channel answer of this page: 405-empty sets it, any success clears it (the admin turned
// them back on, or another pod was chosen).
let answeredOff = false;
const listeners = new Set<() => void>();

export function noteChannelsAnswer(off: boolean): void {
  if (answeredOff === off) return;
  answeredOff = off;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Live: true when channels are off on the current pod. */
export function useChannelsOff(): boolean {
  const settings = useInstanceSettings();
  const seen = useSyncExternalStore(
    subscribe,
    () => answeredOff,
    () => false,
  );
  return channelsOff(channelsEnabledSetting(settings.data?.values), seen);
}
