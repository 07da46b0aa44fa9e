import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { uploadPageSchema, uploadSchema } from './schema';

describe('upload schemas', () => {
  it('reads a real 1.4 upload, its track and library', () => {
    const upload = uploadSchema.parse(realPod('upload_detail.json'));
    expect(upload).toMatchObject({
      import_status: 'finished',
      duration: 5,
      bitrate: 128000,
      size: 81272,
      import_details: {},
    });
    expect(upload.track?.title).toBe('Oracle Tone');
    expect(upload.library?.name).toBe('Oracle Library');
    expect(uploadPageSchema.parse(realPod('uploads.json')).count).toBe(1);
  });

  it('reads the answer to the upload itself: no filename, no track yet', () => {
    const created = uploadSchema.parse(realPod('upload_create.json'));
    expect(created).toMatchObject({ import_status: 'pending', track: null, import_date: null });
    expect(created.filename).toBeUndefined();
  });

  it('reads the documented detail (null import_details)', () => {
    const upload = uploadSchema.parse(v1Example('GET /api/v1/uploads/{uuid}/'));
    expect(upload).toMatchObject({ filename: '01 - intro.mp3', import_details: null, channel: null });
  });

  it('refuses an unknown import status or a missing uuid', () => {
    const upload = realPod('upload_detail.json') as Record<string, unknown>;
    expect(uploadSchema.safeParse({ ...upload, import_status: 'exploded' }).success).toBe(false);
    expect(uploadSchema.safeParse({ ...upload, uuid: undefined }).success).toBe(false);
  });
});
