import { describe, expect, it } from 'vitest';
import { channelApiId, channelPath } from './channel-path';

describe('channel ids', () => {
  it('takes a uuid, username@domain, or a bare local username', () => {
    const uuid = '93816232-897F-54f3-93e9-413db5833f32';
    expect(channelApiId(uuid, 'pod')).toBe(uuid.toLowerCase());
    expect(channelApiId('news@other.example', 'pod')).toBe('news@other.example');
    expect(channelApiId('@news@other.example', 'pod')).toBe('news@other.example');
    expect(channelApiId('news', 'pod.example')).toBe('news@pod.example');
    expect(channelApiId('news', null)).toBeNull();
    expect(channelApiId('a@b@c', 'pod')).toBeNull();
  });

  it('links by handle, or by uuid for a channel without one', () => {
    expect(channelPath({ uuid: 'u', fullUsername: 'news@pod' })).toBe('/channels/news@pod');
    expect(channelPath({ uuid: 'u', fullUsername: null })).toBe('/channels/u');
  });
});
