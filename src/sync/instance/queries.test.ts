import { describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json, scriptedFetch } from '../testing/responses';
import { frontSettingsQuery, instanceKeys, instanceSettingsQuery, nodeInfoQuery } from './queries';

describe('instance queries', () => {
  it('key node info and settings by the address asked, so two pods never share an entry', () => {
    const { http } = podClient(json({}));
    expect(nodeInfoQuery(http).queryKey).toEqual(['instance', 'nodeinfo', 'https://pod.example/api/v2/instance/nodeinfo/2.1/']);
    expect(instanceSettingsQuery(http).queryKey).toEqual(['instance', 'settings', 'https://pod.example/api/v1/instance/settings/']);
    expect(instanceKeys.frontSettings('https://app.example')).toEqual(['instance', 'front-settings', 'https://app.example']);
  });

  it('stay disabled while no instance is chosen', () => {
    const http = new HttpClient({ getApiBase: () => null });
    expect(nodeInfoQuery(http).enabled).toBe(false);
    expect(instanceSettingsQuery(http).enabled).toBe(false);
  });

  it('fetch node info, settings and front settings', async () => {
    const { http } = podClient(json(v1Example('GET /api/v2/instance/nodeinfo/2.1/')), json(v1Example('GET /api/v1/instance/settings/')));
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(nodeInfoQuery(http))).nodeName).toBe('Demo pod');
    expect((await queryClient.fetchQuery(instanceSettingsQuery(http))).instance.name).toBe('Demo pod');
    const front = await queryClient.fetchQuery(frontSettingsQuery('https://app.example', scriptedFetch(json({ defaultServerUrl: null }))));
    expect(front).toEqual({ defaultServerUrl: null, additionalStylesheets: [] });
  });
});
