// Where and how the head of the upload queue goes: a 2.x pod's upload group (created on first use), or
// on a 1.x pod `api/v1/uploads/`, after looking up by its import reference a file whose last send may
// have reached the pod (a real pod knows no client ids: it is never stored twice).

import {
  changeQueuedUpload,
  changeUploadGroup,
  findUploadByGuid,
  type QueuedUpload,
  type UploadGroup,
} from '../../db/uploads';
import type { Logger } from '../../logger';
import type { Connectivity } from '../core/connectivity';
import type { HttpClient } from '../core/http';
import {
  CLIENT_UPLOAD_ID_FIELD,
  createUploadGroup,
  FILE_FIELD,
  findSharedReferenceUpload,
  findUploadByReference,
  isV1ApiBase,
} from './api';
import { sendDone, sendFailed } from './pipeline';
import { importReferenceOf, uploadFieldsV1, uploadPayload } from './payload';

interface DestinationDeps {
  http: HttpClient;
  instanceUrl: () => string | null;
  connectivity?: Connectivity | null;
  random?: () => number;
  now: () => number;
  log: Logger;
}

interface Destination {
  url: string;
  fields: Record<string, string>;
  fileField: string;
}

/** null when sending must stop, 'retry' when it must wait, 'done' when the file was found on the pod. */
export async function sendDestination(
  deps: DestinationDeps,
  upload: QueuedUpload,
  group: UploadGroup,
): Promise<Destination | null | 'retry' | 'done'> {
  const instanceUrl = deps.instanceUrl();
  if (instanceUrl === null) return null;
  const now = deps.now();
  // A channel's files take 1.4's path on every pod: upload groups know no channels. Nor do they carry
  // an import reference (the pod gives a group's files the group's guid): a group with one (import26) too.
  const shared = group.importReference ?? null;
  if (isV1ApiBase(deps.http.url('')) || group.type === 'channel' || shared !== null) {
    const url = deps.http.url('uploads/');
    if (url === null) return null;
    if (upload.uncertain === true) {
      // The last send may have reached the pod: its import reference tells (a shared one, with its source).
      const found =
        shared === null
          ? await findUploadByReference(deps.http, importReferenceOf(upload))
          : await findSharedReferenceUpload(deps.http, shared, upload.name, async (guid) => {
              const local = await findUploadByGuid(guid);
              return local !== null && local.id !== upload.id;
            });
      if (!found.ok) {
        if (found.error.kind === 'unauthenticated') return null;
        await changeQueuedUpload(upload.id, (current) => sendFailed(current, { type: 'network' }, now, deps.random));
        return 'retry';
      }
      if (found.data !== null) {
        const { guid, importStatus, importDate, importDetails } = found.data;
        deps.log.info(`${upload.name} was already on the pod (${guid}): not sent again`);
        await changeQueuedUpload(upload.id, (current) =>
          current.state === 'pending' ? sendDone(current, guid, importStatus, importDate, now, importDetails) : current,
        );
        return 'done';
      }
    }
    return { url, fields: uploadFieldsV1(upload, group), fileField: FILE_FIELD.v1 };
  }
  let uploadUrl = group.uploadUrl;
  if (uploadUrl === null) {
    const created = await createUploadGroup(deps.http, instanceUrl);
    if (!created.ok) {
      if (created.error.kind === 'unauthenticated') return null;
      const network = created.error.kind === 'network' || created.error.kind === 'server-error';
      const failure = network
        ? ({ type: 'network' } as const)
        : ({ type: 'refused', error: created.error.messages[0] ?? { key: 'errors.unknown' } } as const);
      await changeQueuedUpload(upload.id, (current) => sendFailed(current, failure, now, deps.random));
      return !network || deps.connectivity?.current !== 'offline' ? 'retry' : null;
    }
    uploadUrl = created.data.uploadUrl;
    await changeUploadGroup(group.id, (current) => ({
      ...current,
      guid: created.data.guid,
      uploadUrl: created.data.uploadUrl,
    }));
  }
  return {
    url: uploadUrl,
    fields: { ...uploadPayload(upload, { ...group, uploadUrl }), [CLIENT_UPLOAD_ID_FIELD]: upload.sendKey },
    fileField: FILE_FIELD.v2,
  };
}
