import { describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { onSyncEvent, type SyncEvent } from '../core/events';
import { resetOddAnswers } from '../core/odd-answers';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json, scriptedFetch } from '../testing/responses';
import { frontSettingsQuery, instanceKeys, instanceSettingsQuery, nodeInfoQuery } from './queries';

describe('instance queries', () => {
  it('key node info and settings by the address asked, so two pods never share an entry', () => {
    const { http } = podClient(json({}));
    expect(nodeInfoQuery(http).queryKey).toEqual([
      'instance',
      'nodeinfo',
      'https://pod.example/api/v2/instance/nodeinfo/2.1/',
    ]);
    expect(instanceSettingsQuery(http).queryKey).toEqual([
      'instance',
      'settings',
      'https://pod.example/api/v1/instance/settings/',
    ]);
    expect(instanceKeys.frontSettings('https://app.example')).toEqual([
      'instance',
      'front-settings',
      'https://app.example',
    ]);
  });

  it('stay disabled while no instance is chosen', () => {
    const http = new HttpClient({ getApiBase: () => null });
    expect(nodeInfoQuery(http).enabled).toBe(false);
    expect(instanceSettingsQuery(http).enabled).toBe(false);
  });

  it('fetch node info, settings and front settings', async () => {
    const { http } = podClient(
      json(v1Example('GET /api/v2/instance/nodeinfo/2.1/')),
      json(v1Example('GET /api/v1/instance/settings/')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(nodeInfoQuery(http))).nodeName).toBe('Demo pod');
    expect((await queryClient.fetchQuery(instanceSettingsQuery(http))).instance.name).toBe('Demo pod');
    const front = await queryClient.fetchQuery(
      frontSettingsQuery('https://app.example', scriptedFetch(json({ defaultServerUrl: null }))),
    );
    expect(front).toEqual({ defaultServerUrl: null, additionalStylesheets: [] });
  });

  it('an unreadable settings answer fails the query (the cached settings stay) and is said once, quietly', async () => {
    resetOddAnswers();
    const events: SyncEvent[] = [];
    const stop = onSyncEvent((event) => events.push(event));
    try {
      const html = () =>
        new Response('<!doctype html><p>Bad Gateway</p>', { status: 200, headers: { 'Content-Type': 'text/html' } });
      const { http } = podClient(
        json(v1Example('GET /api/v1/instance/settings/')),
        html(),
        json({ truncated: true }),
        json({}, 503),
      );
      const queryClient = testQueryClient();
      const query = instanceSettingsQuery(http);
      const known = await queryClient.fetchQuery(query);
      await expect(queryClient.fetchQuery({ ...query, staleTime: 0 })).rejects.toThrow();
      await expect(queryClient.fetchQuery({ ...query, staleTime: 0 })).rejects.toThrow();
      await expect(queryClient.fetchQuery({ ...query, staleTime: 0, retry: false })).rejects.toThrow();
      expect(queryClient.getQueryData(query.queryKey)).toEqual(known);
      expect(events).toEqual([
        {
          type: 'message',
          text: { key: 'sync.oddAnswer.instanceSettings' },
          error: false,
          key: 'odd-answer:instanceSettings',
        },
      ]);
    } finally {
      stop();
      resetOddAnswers();
    }
  });
});
