// The user's uploaded files as the pod lists them (`GET uploads/`, ENDPOINTS §8): the library
// screens' file lists and the uploader's import checks read them.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';
import { mapUpload, type ImportStatus, type Upload } from './model';
import { uploadPageSchema, uploadSchema } from './schema';

export interface UploadListParams extends PageParams {
  /** Smart search: `status:errored`, `artist:`, `album:`, `title:`. */
  q?: string;
  /** A library uuid. */
  library?: string;
  /** A channel uuid. */
  channel?: string;
  import_status?: ImportStatus[];
  import_reference?: string;
  mimetype?: string;
  playable?: boolean;
  scope?: Scope;
  include_channels?: boolean;
  ordering?: OrderingParam<'creation_date' | 'import_date' | 'bitrate' | 'size' | 'artist__name'>;
}

/** `GET uploads/`: only the caller's own uploads. */
export async function listUploads(
  client: HttpClient,
  params: UploadListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Upload>>> {
  const result = await client.get('uploads/', { query: toQuery(params), schema: uploadPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapUpload));
}

export async function getUpload(client: HttpClient, uuid: string, options: CallOptions = {}): Promise<Result<Upload>> {
  return mapResult(
    await client.get(`uploads/${encodeURIComponent(uuid)}/`, { schema: uploadSchema, ...options }),
    mapUpload,
  );
}
