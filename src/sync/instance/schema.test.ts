import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { frontSettingsSchema, instanceSettingsSchema, nodeInfoSchema } from './schema';

describe('nodeInfoSchema', () => {
  it('reads the nodeinfo 2.0 of a real 1.4 pod', () => {
    const info = nodeInfoSchema.parse(realPod('nodeinfo.json'));
    expect(info.software).toEqual({ name: 'funkwhale', version: '1.4.0' });
    expect(info.metadata?.library?.anonymousCanListen).toBe(false);
    expect(info.metadata?.nodeName).toBe('');
  });

  it('reads the documented 2.1 and 2.0 examples', () => {
    const v21 = nodeInfoSchema.parse(v1Example('GET /api/v2/instance/nodeinfo/2.1/'));
    expect(v21.metadata?.content?.local?.hoursOfContent).toBe(210);
    expect(v21.usage?.users?.total).toBe(42);
    const v20 = nodeInfoSchema.parse(v1Example('GET /api/v1/instance/nodeinfo/2.0/'));
    expect(v20.metadata?.library?.music?.hours).toBe(6123);
  });

  it('needs only software.name', () => {
    expect(nodeInfoSchema.parse({ software: { name: 'funkwhale' } }).metadata).toBeUndefined();
    expect(nodeInfoSchema.safeParse({ version: '2.0' }).success).toBe(false);
    expect(nodeInfoSchema.safeParse({ software: { name: 'x' }, metadata: { nodeName: 3 } }).success).toBe(false);
  });
});

describe('instanceSettingsSchema', () => {
  it('reads the settings array of a real pod and the documented one', () => {
    const real = instanceSettingsSchema.parse(realPod('instance_settings.json'));
    expect(real.find((entry) => entry.section === 'audio' && entry.name === 'max_channels')?.value).toBe(20);
    const documented = instanceSettingsSchema.parse(v1Example('GET /api/v1/instance/settings/'));
    expect(documented[0]).toEqual({ section: 'instance', name: 'name', value: 'Demo pod' });
  });

  it('refuses an object where the array should be', () => {
    expect(instanceSettingsSchema.safeParse({ instance__name: 'x' }).success).toBe(false);
  });
});

describe('frontSettingsSchema', () => {
  it('reads what settings.json may hold', () => {
    expect(frontSettingsSchema.parse({})).toEqual({});
    expect(frontSettingsSchema.parse({ defaultServerUrl: null })).toEqual({ defaultServerUrl: null });
    expect(frontSettingsSchema.parse({ defaultServerUrl: 'https://pod/', additionalStylesheets: ['a.css'] })).toEqual({
      defaultServerUrl: 'https://pod/',
      additionalStylesheets: ['a.css'],
    });
    expect(frontSettingsSchema.safeParse({ additionalStylesheets: 'a.css' }).success).toBe(false);
  });
});
