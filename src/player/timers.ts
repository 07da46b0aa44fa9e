// The player's time, injected: see src/timers.ts (shared with src/sync).
export { globalTimers, type Timers } from '../timers';
