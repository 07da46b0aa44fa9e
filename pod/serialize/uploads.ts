// Uploads in the owner view of `uploads/` (real-1.4/upload_detail.json).

import { serializeChannels } from './channels';
import { idList, type View } from './common';
import { serializeOwnerLibraries, librariesByUuid } from './libraries';
import { serializeTracks, type UploadRow } from './tracks';

/** Items of `GET uploads/` and the detail, in the order of `uuids`. */
export function serializeUploads(view: View, uuids: readonly string[]) {
  const rows = view.db
    .prepare('SELECT * FROM uploads WHERE uuid IN (SELECT value FROM json_each(?))')
    .all(idList(uuids)) as UploadRow[];
  const uploads = new Map(rows.map((row) => [row.uuid, row]));
  const trackIds = [...new Set(rows.flatMap((row) => (row.track_id === null ? [] : [row.track_id])))];
  // The nested track is a real pod's bare one (no playable uploads looked up).
  const tracks = new Map(
    serializeTracks(view, trackIds, { detail: false, bare: true }).map((track) => [track.id, track]),
  );
  const libraryUuids = [...new Set(rows.flatMap((row) => (row.library_uuid === null ? [] : [row.library_uuid])))];
  const libraryRows = librariesByUuid(view, libraryUuids);
  const libraries = new Map(
    serializeOwnerLibraries(view, libraryUuids, { counted: false }).map((library) => [library.uuid, library]),
  );
  const channelUuids = [
    ...new Set([...libraryRows.values()].flatMap((library) => (library.channel_uuid ? [library.channel_uuid] : []))),
  ];
  const channels = new Map(
    serializeChannels(view, channelUuids, { detail: false }).map((channel) => [channel.uuid, channel]),
  );
  return uuids.flatMap((uuid) => {
    const upload = uploads.get(uuid);
    if (!upload) return [];
    const library = upload.library_uuid === null ? undefined : libraryRows.get(upload.library_uuid);
    const channel = library?.channel_uuid ? channels.get(library.channel_uuid) : undefined;
    return [
      {
        uuid: upload.uuid,
        filename: upload.filename,
        creation_date: upload.creation_date,
        mimetype: upload.mimetype,
        track: upload.track_id === null ? null : (tracks.get(upload.track_id) ?? null),
        library: upload.library_uuid === null ? null : (libraries.get(upload.library_uuid) ?? null),
        // A real 1.4 pod leaves `channel` out of uploads that are not in a channel (real-1.4/upload_detail.json).
        ...(channel ? { channel } : {}),
        duration: upload.duration,
        bitrate: upload.bitrate,
        size: upload.size,
        import_date: upload.import_date,
        import_status: upload.import_status,
        import_details: upload.import_details === null ? {} : (JSON.parse(upload.import_details) as unknown),
        // What the owner gave a channel's episode (the details of the upload modal).
        import_metadata: channel ? parseMetadata((upload as { import_metadata?: string | null }).import_metadata) : {},
        import_reference: upload.import_reference,
        metadata: {},
        source: `upload://${upload.filename}`,
      },
    ];
  });
}

function parseMetadata(text: string | null | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}
