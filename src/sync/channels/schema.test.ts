import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { channelPageSchema, channelSchema } from './schema';

describe('channel schemas', () => {
  it('reads the documented list and detail (artist.channel is a uuid here, not an object)', () => {
    const page = channelPageSchema.parse(v1Example('GET /api/v1/channels/'));
    expect(page.results[0]).toMatchObject({ uuid: 'bb053768-0196-42f1-9faf-a7401cb72188', downloads_count: 4125 });
    expect(page.results[0]?.artist.name).toBe('Beatrice Friesen');
    const detail = channelSchema.parse(v1Example('GET /api/v1/channels/{composite}/'));
    expect(detail).toMatchObject({ subscriptions_count: 12, metadata: { itunes_category: 'Music', explicit: false } });
  });

  it('accepts a channel made from an RSS feed (no actor) with bare fields', () => {
    const external = channelSchema.parse({ uuid: 'u', artist: { id: 1, name: 'Feed' }, actor: null, metadata: null });
    expect(external.actor).toBeNull();
  });

  it('refuses a channel without uuid or artist', () => {
    expect(channelSchema.safeParse({ artist: { id: 1, name: 'x' } }).success).toBe(false);
    expect(channelSchema.safeParse({ uuid: 'u' }).success).toBe(false);
    expect(channelSchema.safeParse({ uuid: 'u', artist: { id: '1', name: 'x' } }).success).toBe(false);
  });
});
