// import23: what the server import panel reads of `libraries/fs-import/`.

import type { ApiFsImport } from './schema';

export interface FsEntry {
  name: string;
  dir: boolean;
  /** The path to send back (browse into it, or import it). */
  path: string;
}

export interface FsImportRun {
  /** `pending`, `started`, `finished` or `canceled` (the pod's words; others are shown as they come). */
  status: string;
  reference: string | null;
  logs: string[];
  running: boolean;
  /** Cancel was asked: the pod stops between two files and then says `finished` (worth asking again). */
  stopping: boolean;
}

export interface FsImportState {
  root: string;
  path: string;
  run: FsImportRun | null;
  entries: FsEntry[];
}

/** While the pod refuses a second launch ("An import is already running"). */
export const isImportRunning = (status: string): boolean => status === 'pending' || status === 'started';

/** The path of an entry of a folder: the pod takes paths relative to its import root, `/`-separated. */
export function childPath(folder: string, name: string): string {
  const base = folder.replace(/\/+$/, '');
  return base === '' ? name : `${base}/${name}`;
}

/** The breadcrumb of a path: the root (path '') then each folder down to it. */
export function breadcrumb(path: string): Array<{ name: string; path: string }> {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }));
}

export function mapFsImport(answer: ApiFsImport): FsImportState {
  const run = answer.import;
  return {
    root: answer.root,
    path: answer.path,
    run: run
      ? {
          status: run.status,
          reference: run.reference ?? null,
          logs: run.logs ?? [],
          running: isImportRunning(run.status),
          stopping: run.status === 'canceled',
        }
      : null,
    entries: answer.content.map((entry) => ({ ...entry, path: childPath(answer.path, entry.name) })),
  };
}

/** A reference for a new import, unique enough to find its files again ("server-import-2026-05-01-1030"). */
export function newImportReference(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `server-import-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}
