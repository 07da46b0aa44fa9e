// Listenings waiting to reach the pod, as database version 3 kept them. Version 4 moved them into the
// outbox (schema.ts); the table stays (Dexie versions are append-only) and is empty.

export interface ListeningRow {
  id: number;
  version: number;
  trackId: number;
  instanceUrl: string;
  /** The full username of who listened. */
  username: string;
  /** When it was recorded (ms since the epoch). */
  createdAt: number;
}
