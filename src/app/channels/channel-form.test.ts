import { describe, expect, it } from 'vitest';
import { checkPicture, emptyForm, formOf, handleEditable, parseTags, toChannelInput } from './channel-form';
import type { Channel } from '../../sync/channels';

const MB = 1024 * 1024;

describe('the channel picture', () => {
  it('refuses another type or over 5 MB before upload', () => {
    expect(checkPicture({ type: 'image/gif', size: 1000 }).refused).toBe('pictureType');
    expect(checkPicture({ type: 'image/webp', size: 1000 }).refused).toBe('pictureType');
    expect(checkPicture({ type: 'image/png', size: 5 * MB + 1 }).refused).toBe('pictureSize');
    expect(checkPicture({ type: 'image/jpeg', size: 5 * MB })).toEqual({ refused: null, warning: null });
  });

  it('only warns about dimensions outside 1400 to 3000 square', () => {
    const ok = { type: 'image/png', size: MB };
    expect(checkPicture(ok, { width: 1400, height: 1400 })).toEqual({ refused: null, warning: null });
    expect(checkPicture(ok, { width: 3000, height: 3000 }).warning).toBeNull();
    expect(checkPicture(ok, { width: 600, height: 600 })).toEqual({ refused: null, warning: 'pictureDimensions' });
    expect(checkPicture(ok, { width: 3001, height: 3001 }).warning).toBe('pictureDimensions');
    expect(checkPicture(ok, { width: 2000, height: 1500 }).warning).toBe('pictureDimensions');
  });
});

describe('the channel form', () => {
  it('sends the handle when creating only: it is read-only on edit', () => {
    expect(handleEditable('create')).toBe(true);
    expect(handleEditable('edit')).toBe(false);
    const form = { ...emptyForm('artist'), name: ' Reef ', username: 'reef', tags: '#Ambient, drone ambient' };
    expect(toChannelInput(form, 'create')).toEqual({
      name: 'Reef',
      username: 'reef',
      description: null,
      tags: ['Ambient', 'drone'],
      content_category: 'music',
      metadata: {},
      cover: null,
    });
    expect(toChannelInput(form, 'edit')).not.toHaveProperty('username');
    expect(toChannelInput({ ...form, category: 'other' }, 'edit').content_category).toBe('other');
  });

  it('gives a podcast its category podcast and the metadata chosen, leaving out what was not', () => {
    const form = {
      ...emptyForm('podcast'),
      name: 'Talk',
      username: 'talk',
      description: 'Weekly *talk*',
      itunesCategory: 'Music',
      itunesSubcategory: 'Music History',
      language: 'fr',
      ownerEmail: 'me@example.org',
      explicit: true,
    };
    expect(toChannelInput(form, 'create')).toMatchObject({
      content_category: 'podcast',
      description: { text: 'Weekly *talk*', content_type: 'text/markdown' },
      metadata: {
        itunes_category: 'Music',
        itunes_subcategory: 'Music History',
        language: 'fr',
        owner_email: 'me@example.org',
        explicit: true,
      },
    });
    expect(toChannelInput(emptyForm('podcast'), 'create').metadata).toEqual({ explicit: false });
  });

  it('reads an existing channel back into the form', () => {
    const channel = {
      uuid: 'u',
      artist: {
        id: 1,
        name: 'Talk',
        cover: null,
        description: { text: 'Hi', html: '<p>Hi</p>', contentType: 'text/markdown' },
        contentCategory: 'podcast',
        tags: ['a', 'b'],
        tracksCount: 0,
        isLocal: true,
      },
      actor: { preferredUsername: 'talk' },
      fullUsername: 'talk@pod',
      metadata: { itunes_category: 'Music', language: 'en', explicit: true },
    } as unknown as Channel;
    expect(formOf(channel)).toMatchObject({
      kind: 'podcast',
      username: 'talk',
      description: 'Hi',
      tags: 'a, b',
      itunesCategory: 'Music',
      language: 'en',
      explicit: true,
    });
    expect(parseTags('x, x y')).toEqual(['x', 'y']);
  });
});
