// Volume and mute as a value (spec 01 sections 5 and 9): clamped to 0..1, 0.7 by default, and
// mute remembers the volume, so unmuting gives it back.

import { DEFAULT_VOLUME } from './constants';

interface VolumeState {
  /** The volume to hear when not muted; kept while muted (the "last volume"). */
  volume: number;
  muted: boolean;
}

export const DEFAULT_VOLUME_STATE: VolumeState = { volume: DEFAULT_VOLUME, muted: false };

export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return 0;
  return Math.max(0, Math.min(1, volume));
}

/** Setting 0 mutes and keeps the last volume to come back to; any other value unmutes. */
export function setVolume(state: VolumeState, volume: number): VolumeState {
  const clamped = clampVolume(volume);
  if (clamped === 0) return { volume: state.volume > 0 ? state.volume : DEFAULT_VOLUME, muted: true };
  return { volume: clamped, muted: false };
}

export function toggleMute(state: VolumeState): VolumeState {
  return { volume: state.volume > 0 ? state.volume : DEFAULT_VOLUME, muted: !state.muted };
}

/** What the element plays at. */
export function audibleVolume(state: VolumeState): number {
  return state.muted ? 0 : clampVolume(state.volume);
}
