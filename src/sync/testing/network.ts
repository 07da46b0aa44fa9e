// Test-only: a network between an HttpClient and the real demo pod that tests can cut. `down` fails
// every request before it leaves; `cut-after` lets the request reach the pod (which applies it) and
// then loses the answer, as a connection that drops mid-way does. A `decide` hook picks per request.

type NetworkFault = 'none' | 'down' | 'cut-after';

export interface TestNetwork {
  fetch: typeof fetch;
  mode: NetworkFault;
  /** Overrides `mode` per request when set. */
  decide: ((method: string, url: string) => NetworkFault) | null;
  /** Every request that reached the pod, as `METHOD path`. */
  delivered: string[];
}

export function testNetwork(inner: typeof fetch): TestNetwork {
  const network: TestNetwork = {
    mode: 'none',
    decide: null,
    delivered: [],
    fetch: async (input, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      const fault = network.decide?.(method, url) ?? network.mode;
      if (fault === 'down') throw new TypeError('Failed to fetch (the test cut the network)');
      const response = await inner(input, init);
      network.delivered.push(`${method} ${new URL(url).pathname}`);
      if (fault === 'cut-after') {
        await response.arrayBuffer();
        throw new TypeError('Failed to fetch (the test cut the answer)');
      }
      return response;
    },
  };
  return network;
}
