import { describe, expect, it } from 'vitest';
import { libraryPageSchema, librarySchema } from './schema';
import { uploadSchema } from '../uploads';
import { realPod, v1Example } from '../testing/fixtures';
import { mapLibrary } from './model';
import { mapUpload } from '../uploads/model';

describe('mapLibrary', () => {
  it('maps a real owner library', () => {
    const library = mapLibrary(libraryPageSchema.parse(realPod('libraries.json')).results[0] as never);
    expect(library).toMatchObject({
      uuid: '9675b262-5fac-40d0-babd-fe8567533f2f',
      name: 'Oracle Library',
      description: 'test',
      privacyLevel: 'me',
      uploadsCount: 1,
      size: 81272,
      isLocal: true,
      follow: null,
      latestScan: null,
    });
    expect(library.actor).toMatchObject({ fullUsername: 'oracle@127.0.0.1:5000', domain: '127.0.0.1:5000' });
  });

  it('maps a federation library with its follow and scan, and no size', () => {
    const library = mapLibrary(librarySchema.parse(v1Example('GET /api/v1/federation/libraries/{uuid}/')));
    expect(library).toMatchObject({ size: null, isLocal: false, privacyLevel: 'me' });
    expect(library.follow).toEqual({
      uuid: '2dc9637c-2811-4a57-88b0-9a1150d1eb7c',
      approved: true,
      creationDate: '2024-04-06T10:42:44.256Z',
    });
    expect(library.latestScan).toMatchObject({ status: 'cometes', totalFiles: 510, erroredFiles: 1157 });
  });
});

describe('mapUpload', () => {
  it('maps a real finished upload with its track and library', () => {
    const upload = mapUpload(uploadSchema.parse(realPod('upload_detail.json')));
    expect(upload).toMatchObject({
      uuid: '67aa03c5-e39f-403a-bafe-62a195da3242',
      filename: 'Oracle Artist - Oracle Album - Oracle Tone.mp3',
      mimetype: 'audio/mpeg',
      size: 81272,
      duration: 5,
      bitrate: 128000,
      importStatus: 'finished',
      importDate: '2026-11-21T09:57:10.531931Z',
      importError: null,
      importReference: 'oracle-test-1',
      channelUuid: null,
      source: 'upload://tone.mp3',
      metadata: {},
    });
    expect(upload.track).toMatchObject({ id: 1, title: 'Oracle Tone', uploads: [] });
    expect(upload.library?.name).toBe('Oracle Library');
  });

  it('maps a pending upload without track, and the reason of a failed import', () => {
    expect(mapUpload(uploadSchema.parse(realPod('upload_create.json')))).toMatchObject({
      filename: null,
      track: null,
      importStatus: 'pending',
    });
    const failed = {
      ...(realPod('upload_create.json') as object),
      import_status: 'errored',
      import_details: { error_code: 'track_uuid_not_found', detail: 'x' },
    };
    expect(mapUpload(uploadSchema.parse(failed)).importError).toEqual({ code: 'track_uuid_not_found', detail: 'x' });
    const channelUpload = { ...(realPod('upload_create.json') as object), channel: { uuid: 'c-1' } };
    expect(mapUpload(uploadSchema.parse(channelUpload)).channelUuid).toBe('c-1');
  });
});
