import { describe, expect, it } from 'vitest';
import { channelPageSchema, channelSchema } from './schema';
import { v1Example } from '../testing/fixtures';
import { mapChannel } from './model';

describe('mapChannel', () => {
  it('maps the documented detail: artist, actors, counts, metadata', () => {
    const channel = mapChannel(channelSchema.parse(v1Example('GET /api/v1/channels/{composite}/')));
    expect(channel).toMatchObject({
      uuid: '80aedd3e-8a3d-4299-b677-6a1c2bde3ddb',
      fullUsername: 'krystal_effertz@remote.example.org',
      isExternal: false,
      rssUrl: 'https://demo.funkwhale.example/api/v1/channels/80aedd3e-8a3d-4299-b677-6a1c2bde3ddb/rss',
      subscriptionsCount: 12,
      downloadsCount: 4762,
      metadata: { language: 'en', owner_name: 'Alice' },
    });
    expect(channel.artist).toMatchObject({
      id: 2402,
      name: 'Percy McLaughlin',
      contentCategory: 'podcast',
      tracksCount: 19,
      tags: ['cubicularis'],
    });
    expect(channel.artist.cover?.urls.mediumSquareCrop).toMatch(/crop-200x200\.jpg$/);
    expect(channel.artist.description?.text).toBe('patruus');
    expect(channel.attributedTo?.fullUsername).toBe('archie_bosco@demo.funkwhale.example');
  });

  it('leaves subscriptionsCount null on list items and reads an unknown category as other', () => {
    const channel = mapChannel(channelPageSchema.parse(v1Example('GET /api/v1/channels/')).results[0] as never);
    expect(channel.subscriptionsCount).toBeNull();
    expect(channel.artist.contentCategory).toBe('other');
  });

  it('marks a channel without actor as external', () => {
    const channel = mapChannel(channelSchema.parse({ uuid: 'u', artist: { id: 1, name: 'Feed' }, actor: null }));
    expect(channel).toMatchObject({ actor: null, fullUsername: null, isExternal: true, metadata: {}, rssUrl: null });
  });
});
