import { describe, expect, it } from 'vitest';
import { instanceSettingsSchema, nodeInfoSchema } from './schema';
import { realPod, v1Example } from '../testing/fixtures';
import { instanceSettingsOrDefaults, mapInstanceInfo, mapInstanceSettings, podStatistics } from './model';

describe('mapInstanceInfo', () => {
  it('reads hours of content from 2.1, rounded down', () => {
    const example = v1Example('GET /api/v2/instance/nodeinfo/2.1/') as {
      metadata: { content: { local: Record<string, number> } };
    };
    example.metadata.content.local.hoursOfContent = 210.9;
    const info = mapInstanceInfo(nodeInfoSchema.parse(example));
    expect(info).toMatchObject({
      softwareName: 'funkwhale',
      nodeName: 'Demo pod',
      hoursOfContent: 210,
      artistsCount: 120,
      albumsCount: 300,
      tracksCount: 3200,
      users: { total: 42, activeHalfyear: 20, activeMonth: 11 },
      features: ['channels', 'podcasts'],
      anonymousCanListen: false,
    });
  });

  it('reads a real 2.0 nodeinfo', () => {
    expect(mapInstanceInfo(nodeInfoSchema.parse(realPod('nodeinfo.json')))).toMatchObject({
      softwareVersion: '1.4.0',
      hoursOfContent: 0,
      anonymousCanListen: false,
      supportedUploadExtensions: ['aac', 'aif', 'aiff', 'flac', 'm4a', 'mp3', 'ogg', 'opus'],
      defaultUploadQuota: 1000,
    });
  });

  it('is safe on a bare nodeinfo', () => {
    expect(mapInstanceInfo(nodeInfoSchema.parse({ software: { name: 'funkwhale' } }))).toMatchObject({
      nodeName: null,
      hoursOfContent: null,
      users: null,
      anonymousCanListen: null,
      features: [],
    });
  });
});

describe('podStatistics (about21)', () => {
  const statsOf = (body: unknown, albums?: number) =>
    Object.fromEntries(
      podStatistics(mapInstanceInfo(nodeInfoSchema.parse(body)), albums).map(({ key, count }) => [key, count]),
    );

  it('reads 2.1: content.local counts, hours rounded down, usage counts', () => {
    const example = structuredClone(v1Example('GET /api/v2/instance/nodeinfo/2.1/')) as {
      metadata: { content: { local: Record<string, number> } };
    };
    example.metadata.content.local.hoursOfContent = 7.99;
    expect(statsOf(example)).toEqual({
      users: 42,
      hours: 7,
      artists: 120,
      albums: 300,
      tracks: 3200,
      listenings: 3281,
      favorites: 3390,
    });
  });

  it('reads 2.0: library totals and library.music.hours rounded down', () => {
    const example = structuredClone(v1Example('GET /api/v1/instance/nodeinfo/2.0/')) as {
      metadata: { library: { music: { hours: number } } };
    };
    example.metadata.library.music.hours = 12.5;
    expect(statsOf(example)).toEqual({
      users: 6518,
      hours: 12,
      artists: 3040,
      albums: 3609,
      tracks: 7734,
      listenings: 3281,
      favorites: 3390,
    });
  });

  it('prefers content.local to library when a pod sends both', () => {
    const body = {
      software: { name: 'funkwhale' },
      metadata: {
        content: { local: { artists: 1, releases: 2, recordings: 3, hoursOfContent: 4.2 } },
        library: { artists: { total: 10 }, albums: { total: 20 }, tracks: { total: 30 }, music: { hours: 40 } },
      },
    };
    expect(statsOf(body)).toEqual({ hours: 4, artists: 1, albums: 2, tracks: 3 });
  });

  it('leaves out what the pod does not say, and less than an hour of music', () => {
    // A real 1.4 pod: statistics of an empty pod, no usage counts hidden.
    expect(statsOf(realPod('nodeinfo.json'))).toEqual({
      users: 1,
      artists: 0,
      albums: 0,
      tracks: 0,
      listenings: 0,
      favorites: 0,
    });
    expect(statsOf({ software: { name: 'funkwhale' }, metadata: { library: { music: { hours: 0.9 } } } })).toEqual({});
  });

  it('takes the albums count the caller knows better', () => {
    expect(statsOf(v1Example('GET /api/v2/instance/nodeinfo/2.1/'), 5).albums).toBe(5);
  });
});

describe('mapInstanceSettings', () => {
  it('projects the settings the spec reads, with its defaults', () => {
    const settings = mapInstanceSettings(instanceSettingsSchema.parse(realPod('instance_settings.json')));
    expect(settings.values['audio.max_channels']).toBe(20);
    expect(settings.instance.funkwhaleSupportMessageEnabled).toBe(true);
    const empty = mapInstanceSettings([]);
    expect(empty.users).toEqual({ registrationEnabled: true, uploadQuota: 0 });
    expect(empty.instance.name).toBe('');
  });

  it('reads the documented instance name', () => {
    const settings = mapInstanceSettings(instanceSettingsSchema.parse(v1Example('GET /api/v1/instance/settings/')));
    expect(settings.instance).toMatchObject({ name: 'Demo pod', shortDescription: 'A small demo pod' });
    expect(settings.instance.rules).toEqual(expect.any(String));
    expect(settings.instance.contactEmail).toEqual(expect.any(String));
  });
});

describe('settings before the pod’s arrive (settings23)', () => {
  it('assumes upload quota 0 and registration enabled, as spec 01 says, until they load or when they fail', () => {
    const settings = instanceSettingsOrDefaults(undefined);
    expect(settings.users).toEqual({ registrationEnabled: true, uploadQuota: 0 });
    expect(settings.ui.customCss).toBe('');
    const loaded = mapInstanceSettings([
      { section: 'users', name: 'registration_enabled', value: false },
      { section: 'users', name: 'upload_quota', value: 250 },
    ]);
    expect(instanceSettingsOrDefaults(loaded).users).toEqual({ registrationEnabled: false, uploadQuota: 250 });
  });
});
