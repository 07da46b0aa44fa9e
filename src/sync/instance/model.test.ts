import { describe, expect, it } from 'vitest';
import { instanceSettingsSchema, nodeInfoSchema } from './schema';
import { realPod, v1Example } from '../testing/fixtures';
import { mapInstanceInfo, mapInstanceSettings } from './model';

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
  });
});
