// remote18: what a remote library's latest scan means to the user (spec 02 section 4: pending, in
// progress with its figure, success, 'Scanned with errors', failure). A real pod's statuses are
// pending, scanning, errored and finished; some documents show `scheduled` for a new scan.

import type { z } from 'zod/mini';
import type { Library } from './model';
import type { scanSchema } from './remote-schema';

export type LatestScan = NonNullable<Library['latestScan']>;

export type ScanState =
  | { kind: 'none' }
  | { kind: 'pending' }
  | { kind: 'scanning'; processed: number; total: number; percent: number }
  | { kind: 'success'; total: number }
  | { kind: 'partial'; errored: number; total: number }
  | { kind: 'failure' }
  | { kind: 'unknown'; status: string };

/** How often a card asks for its library while a scan runs: no websocket event exists for scans. */
export const SCAN_POLL_MS = 2000;

export function scanState(scan: LatestScan | null | undefined): ScanState {
  if (!scan || !scan.status) return { kind: 'none' };
  const total = Math.max(0, scan.totalFiles ?? 0);
  switch (scan.status) {
    case 'pending':
    case 'scheduled':
      return { kind: 'pending' };
    case 'scanning': {
      const processed = Math.min(Math.max(0, scan.processedFiles ?? 0), total);
      return { kind: 'scanning', processed, total, percent: total > 0 ? Math.floor((processed * 100) / total) : 0 };
    }
    case 'finished': {
      const errored = Math.max(0, scan.erroredFiles ?? 0);
      return errored > 0 ? { kind: 'partial', errored, total } : { kind: 'success', total };
    }
    case 'errored':
      return { kind: 'failure' };
    default:
      return { kind: 'unknown', status: scan.status };
  }
}

/** Whether the scan still moves (the card keeps asking). */
export function scanRunning(state: ScanState): boolean {
  return state.kind === 'pending' || state.kind === 'scanning';
}

/** A scan as the pod sent it (the answer of a scan launch), in the shape of `Library.latestScan`. */
export function mapScan(scan: z.infer<typeof scanSchema>): LatestScan {
  return {
    status: scan.status ?? null,
    totalFiles: scan.total_files ?? null,
    processedFiles: scan.processed_files ?? null,
    erroredFiles: scan.errored_files ?? null,
    modificationDate: scan.modification_date ?? null,
  };
}
