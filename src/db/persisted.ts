// Remembered state must survive anything (spec 01 section 9): a row that is corrupt, half written,
// edited by hand or left by another version of Shoal is discarded with a log line, never trusted
// and never a crash at start-up. Every stored row carries a `version`; rows written before versions
// existed count as version 0.

import { logger as appLogger, type Logger } from '../logger';
import { isRecord } from './row-guards';

export interface PersistedFormat<T> {
  /** What the row is, for log lines: "session", "preference theme". */
  name: string;
  /** The version this build writes. */
  version: number;
  /** The value of a row of the current version, or null when its shape is wrong. */
  parse: (value: unknown) => T | null;
  /**
   * Brings a row of an older version up to the current one (then parsed as usual), or null when it
   * cannot. Only for trivial steps; without it an older row is discarded.
   */
  migrate?: (value: Record<string, unknown>, fromVersion: number) => unknown;
}

/** The version of a stored row: 0 when absent, null when it is not a whole number. */
function versionOf(row: Record<string, unknown>): number | null {
  if (row.version === undefined) return 0;
  return typeof row.version === 'number' && Number.isInteger(row.version) && row.version >= 0 ? row.version : null;
}

function safeParse<T>(format: PersistedFormat<T>, value: unknown): T | null {
  try {
    return format.parse(value);
  } catch {
    return null;
  }
}

/**
 * The value of a stored row: the parsed value for a valid row of the current version (or of an
 * older one that migrates), null for a missing row, and null with a warning for anything else.
 */
export function loadPersisted<T>(
  raw: unknown,
  format: PersistedFormat<T>,
  log: Pick<Logger, 'warn' | 'info'> = appLogger,
): T | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    log.warn(`Stored ${format.name} is not an object; discarded`, raw);
    return null;
  }
  const version = versionOf(raw);
  if (version === null) {
    log.warn(`Stored ${format.name} has an unreadable version; discarded`, raw.version);
    return null;
  }
  if (version > format.version) {
    log.warn(`Stored ${format.name} was written by a newer version (${version} > ${format.version}); discarded`);
    return null;
  }
  let value: unknown = raw;
  if (version < format.version) {
    let migrated: unknown = null;
    try {
      migrated = format.migrate?.(raw, version) ?? null;
    } catch {
      migrated = null;
    }
    if (migrated === null) {
      log.warn(`Stored ${format.name} is of an older version (${version} < ${format.version}); discarded`);
      return null;
    }
    value = migrated;
  }
  const parsed = safeParse(format, value);
  if (parsed === null) {
    log.warn(`Stored ${format.name} is corrupt; discarded`, raw);
    return null;
  }
  if (version < format.version) log.info(`Stored ${format.name} migrated from version ${version} to ${format.version}`);
  return parsed;
}
