import { describe, expect, it } from 'vitest';
import { realPod } from '../testing/fixtures';
import { importFailureOf, uploadDebugInfo, uploadDebugText } from './import-diagnostics';
import { mapUpload } from './model';
import { uploadSchema } from './schema';

const failed = (details: unknown) => ({ importStatus: 'errored' as const, importDetails: details });

describe('importFailureOf (the import status modal’s reason)', () => {
  it('names the fields of invalid metadata, nested ones under their parent', () => {
    expect(
      importFailureOf(
        failed({
          error_code: 'invalid_metadata',
          detail: {
            mbid: ['Must be a valid UUID.'],
            album: { title: ['This field is required.'] },
            tags: [{ code: 'bad' }],
          },
        }),
      ),
    ).toEqual({
      kind: 'invalid_metadata',
      fields: [
        { field: 'mbid', messages: ['Must be a valid UUID.'] },
        { field: 'album - title', messages: ['This field is required.'] },
        { field: 'tags', messages: ['bad'] },
      ],
    });
    expect(importFailureOf(failed({ error_code: 'invalid_metadata' }))).toEqual({
      kind: 'invalid_metadata',
      fields: [],
    });
  });

  it('tells an unknown error from another failure during processing', () => {
    expect(importFailureOf(failed({ error_code: 'unknown_error', detail: { error: ['x'] } }))).toEqual({
      kind: 'unknown_error',
    });
    expect(importFailureOf(failed({ error_code: 'track_uuid_not_found' }))).toEqual({
      kind: 'processing',
      code: 'track_uuid_not_found',
    });
    // A failed import with nothing said, or odd details: still a processing failure, never a crash.
    for (const details of [{}, null, 'oops', ['x'], { error_code: 42 }])
      expect(importFailureOf(failed(details))).toEqual({ kind: 'processing', code: null });
  });

  it('says nothing of an import that did not fail (a skip’s details are no failure)', () => {
    for (const importStatus of ['finished', 'skipped', 'pending', 'draft'] as const)
      expect(
        importFailureOf({ importStatus, importDetails: { code: 'already_imported_in_owned_libraries' } }),
      ).toBeNull();
  });
});

describe('the debug information', () => {
  it('holds uuid, filename, source, mimetype, size, status, import_details and import_metadata, as JSON', () => {
    const upload = mapUpload(
      uploadSchema.parse({
        ...(realPod('upload_detail.json') as object),
        import_status: 'errored',
        import_details: { error_code: 'invalid_metadata', detail: { mbid: ['Must be a valid UUID.'] } },
        import_metadata: { title: 'Given' },
      }),
    );
    const expected = {
      uuid: '67aa03c5-e39f-403a-bafe-62a195da3242',
      filename: 'Oracle Artist - Oracle Album - Oracle Tone.mp3',
      source: 'upload://tone.mp3',
      mimetype: 'audio/mpeg',
      size: 81272,
      import_status: 'errored',
      import_details: { error_code: 'invalid_metadata', detail: { mbid: ['Must be a valid UUID.'] } },
      import_metadata: { title: 'Given' },
    };
    expect(uploadDebugInfo(upload)).toEqual(expected);
    expect(JSON.parse(uploadDebugText(upload))).toEqual(expected);
    // Nothing else of the upload (its track, its library) goes in.
    expect(Object.keys(JSON.parse(uploadDebugText(upload)) as object)).toHaveLength(8);
  });

  it('gives null for what the pod left out', () => {
    const { import_metadata: _m, ...created } = realPod('upload_create.json') as Record<string, unknown>;
    const info = uploadDebugInfo(mapUpload(uploadSchema.parse(created)));
    expect(info).toMatchObject({ filename: null, import_metadata: null, import_details: {} });
  });
});
