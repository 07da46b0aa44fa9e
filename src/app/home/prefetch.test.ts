import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { updateSession } from '../../db/session';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { albumKeys } from '../../sync/catalogue';
import { HttpClient } from '../../sync/core/http';
import { realPod, v1Example } from '../../sync/testing/fixtures';
import { json, scriptedFetch } from '../../sync/testing/responses';
import { prefetchOpenHome } from './PodSections';

/** The real 1.4 pod's node info, saying whether visitors may listen. */
function nodeInfo(anonymousCanListen: boolean) {
  const info = structuredClone(realPod('nodeinfo.json')) as { metadata: { library: Record<string, unknown> } };
  info.metadata.library.anonymousCanListen = anonymousCanListen;
  return info;
}

const clientWith = (fetchImpl: typeof fetch) =>
  new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', fetchImpl, fetchCsrfCookie: false });
const paths = (fetchImpl: { calls: { url: string }[] }) => fetchImpl.calls.map((call) => new URL(call.url).pathname);
const NEW_ALBUMS = albumKeys.list({ ordering: '-creation_date', page_size: 12 });

describe('the anonymous home asks for its first answers before the shell renders (lead30, issue 17)', () => {
  let n = 0;
  beforeEach(() => {
    useDatabaseForTests(new ShoalDb(`home-prefetch-${n++}`));
  });

  it('node info, then the new albums, where visitors may listen: the screen finds them in the cache', async () => {
    await updateSession({ instanceUrl: 'https://pod.example/' });
    const fetchImpl = scriptedFetch(json(nodeInfo(true)), json(v1Example('GET /api/v1/albums/')));
    const queryClient = new QueryClient();
    await prefetchOpenHome(queryClient, clientWith(fetchImpl));
    expect(paths(fetchImpl)).toEqual(['/api/v2/instance/nodeinfo/2.1/', '/api/v1/albums/']);
    expect(new URL(fetchImpl.calls[1]!.url).searchParams.get('page_size')).toBe('12');
    expect(queryClient.getQueryData(NEW_ALBUMS)).toBeDefined();
  });

  it('node info alone where visitors cannot listen (the catalogue would answer 401)', async () => {
    await updateSession({ instanceUrl: 'https://pod.example/' });
    const fetchImpl = scriptedFetch(json(nodeInfo(false)));
    const queryClient = new QueryClient();
    await prefetchOpenHome(queryClient, clientWith(fetchImpl));
    expect(paths(fetchImpl)).toEqual(['/api/v2/instance/nodeinfo/2.1/']);
    expect(queryClient.getQueryData(NEW_ALBUMS)).toBeUndefined();
  });

  it('waits until the pod is known (a first start learns it from the front settings)', async () => {
    const fetchImpl = scriptedFetch(json(nodeInfo(true)), json(v1Example('GET /api/v1/albums/')));
    const asked = prefetchOpenHome(new QueryClient(), clientWith(fetchImpl));
    await new Promise((done) => setTimeout(done, 50));
    expect(fetchImpl.calls).toHaveLength(0);
    await updateSession({ instanceUrl: 'https://pod.example/' });
    await asked;
    expect(paths(fetchImpl)).toEqual(['/api/v2/instance/nodeinfo/2.1/', '/api/v1/albums/']);
  });
});
