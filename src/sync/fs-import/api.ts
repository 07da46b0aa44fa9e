// import23: the server import's endpoints (ENDPOINTS §5), the same in 1.4 and 2.0.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapFsImport, type FsImportState } from './model';
import { fsImportSchema } from './schema';

const PATH = 'libraries/fs-import/';
const toNull = () => null;

export async function getFsImport(
  client: HttpClient,
  path: string,
  options: CallOptions = {},
): Promise<Result<FsImportState>> {
  return mapResult(await client.get(PATH, { query: { path }, schema: fsImportSchema, ...options }), mapFsImport);
}

export interface FsImportLaunch {
  path: string;
  library: string;
  reference: string;
}

/** 201 with no body; 400 `{detail: "An import is already running"}` or field errors. */
export async function launchFsImport(
  client: HttpClient,
  launch: FsImportLaunch,
  options: CallOptions = {},
): Promise<Result<null>> {
  const json = { path: launch.path, library: launch.library, import_reference: launch.reference };
  return mapResult(await client.request('POST', PATH, { json, ...options }), toNull);
}

/** Asks the running import to stop (204): it stops between two files. */
export async function cancelFsImport(client: HttpClient, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', PATH, options), toNull);
}
