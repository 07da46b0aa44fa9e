import { describe, expect, it } from 'vitest';
import type { UploadGroup } from '../../db/uploads';
import { defaultDraft, draftMetadata, draftProblems, parseDraftTags } from './channel-draft';
import { uploadFieldsV1 } from './payload';
import { queueUpload, tagsParsed } from './pipeline';

const file = queueUpload({ name: 'Episode 3.mp3', size: 10, type: 'audio/mpeg' }, 'g1', 0, 0, 'u1');
const draft = { ...defaultDraft(file, 8), position: 3, tags: ['Talk'], license: 'cc-by-4.0', copyright: ' ' };

describe('channel drafts', () => {
  it('start from the tag title, else the file name, in the chosen series', () => {
    expect(defaultDraft(file, 8)).toMatchObject({ title: 'Episode 3', album: 8, position: null });
    const tagged = { ...file, metadata: { title: 'From tags', album: '', artist: '', cover: null } };
    expect(defaultDraft(tagged, null).title).toBe('From tags');
  });

  it('go to the pod as a draft with only the fields given', () => {
    const group: UploadGroup = {
      id: 'g1',
      scope: 's',
      guid: null,
      uploadUrl: null,
      type: 'channel',
      targetChannel: 'c-uuid',
      targetLibrary: null,
      targetName: 'Show',
      createdAt: 0,
      state: 'draft',
      blocked: null,
    };
    const fields = uploadFieldsV1({ ...file, draft }, group);
    expect(fields).toMatchObject({ channel: 'c-uuid', import_status: 'draft', source: 'upload://Episode 3.mp3' });
    expect(fields).not.toHaveProperty('library');
    expect(JSON.parse(fields.import_metadata!)).toEqual({
      title: 'Episode 3',
      album: 8,
      position: 3,
      tags: ['Talk'],
      license: 'cc-by-4.0',
    });
    expect(draftMetadata(file)).toEqual({ title: 'Episode 3' });
  });

  it("send a draft's own cover as the attachment's uuid (gaps1920)", () => {
    const cover = { uuid: '3f0a0b6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', url: 'https://pod.example/media/c.png' };
    expect(draftMetadata({ ...file, draft: { ...draft, cover } })).toMatchObject({ cover: cover.uuid });
    expect(draftMetadata({ ...file, draft: { ...draft, cover: null } })).not.toHaveProperty('cover');
  });

  it('say what stops a publish', () => {
    expect(draftProblems(draft)).toEqual([]);
    expect(draftProblems({ ...draft, title: '  ', position: 0 })).toEqual(['titleRequired', 'positionInvalid']);
    expect(draftProblems({ ...draft, title: 'x'.repeat(501), description: 'y'.repeat(5001) })).toEqual([
      'titleTooLong',
      'descriptionTooLong',
    ]);
  });

  it('read tags typed as one text', () => {
    expect(parseDraftTags(' Talk, #weekly ,, talk, Music ')).toEqual(['Talk', 'weekly', 'Music']);
  });

  it('need no album or artist tags (the channel is the artist)', () => {
    expect(tagsParsed(file, null, true)).toMatchObject({ state: 'pending', tagsRead: true, metadata: null });
    expect(tagsParsed(file, null)).toMatchObject({ state: 'errored', failReason: 'missing-tags' });
  });
});
