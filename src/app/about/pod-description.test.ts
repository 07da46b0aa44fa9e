import { describe, expect, it } from 'vitest';
import { mapInstanceInfo, mapInstanceSettings } from '../../sync/instance/model';
import { describePod } from './pod-description';

const setting = (section: string, name: string, value: unknown) => ({ section, name, value });

describe('describePod', () => {
  const info = mapInstanceInfo({
    software: { name: 'funkwhale' },
    openRegistrations: false,
    metadata: { nodeName: 'From nodeinfo', rules: 'Node rules', contactEmail: 'node@pod.example' },
  });

  it('takes the settings first, node info where a setting is empty', () => {
    const settings = mapInstanceSettings([
      setting('instance', 'name', 'From settings'),
      setting('instance', 'rules', '  '),
      setting('instance', 'terms', 'Settings terms'),
      setting('users', 'registration_enabled', true),
    ]);
    expect(describePod(settings, info)).toMatchObject({
      name: 'From settings',
      rules: 'Node rules',
      terms: 'Settings terms',
      contactEmail: 'node@pod.example',
      registration: 'open',
      longDescription: null,
    });
  });

  it('says sign-up waits for approval, is closed, or is not known', () => {
    const approval = mapInstanceSettings([
      setting('users', 'registration_enabled', true),
      setting('moderation', 'signup_approval_enabled', true),
    ]);
    expect(describePod(approval, undefined).registration).toBe('approval');
    expect(describePod(undefined, info).registration).toBe('closed');
    expect(describePod(undefined, undefined).registration).toBeNull();
  });
});
