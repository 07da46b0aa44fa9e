import { describe, expect, it } from 'vitest';
import { meSchema } from './schema';
import { realPod, v1Example } from '../testing/fixtures';
import { mapProfile } from './model';

describe('mapProfile', () => {
  it('maps a real users/me', () => {
    expect(mapProfile(meSchema.parse(realPod('users_me.json')))).toMatchObject({
      id: 1,
      username: 'oracle',
      fullUsername: 'oracle@127.0.0.1:5000',
      name: '',
      email: 'oracle@example.org',
      permissions: { library: true, moderation: true, settings: true },
      listenToken: '<listen token>',
      avatar: null,
      avatarUrl: null,
      isStaff: true,
      quotaStatus: { max: 1000, remaining: 1000 },
    });
  });

  it('gives the medium avatar URL and a null listen token when there is none', () => {
    const { tokens: _tokens, ...me } = v1Example('GET /api/v1/users/me/') as Record<string, unknown>;
    const profile = mapProfile(meSchema.parse(me));
    expect(profile.avatarUrl).toBe(
      'https://demo.funkwhale.example/media/__sized__/attachments/78eafd55-crop-200x200.jpg',
    );
    expect(profile.listenToken).toBeNull();
  });
});
