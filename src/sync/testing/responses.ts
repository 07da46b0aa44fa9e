// Test-only: a fetchImpl that answers with real Response objects and records what it was asked.
// It stands for the network, the input of the layer under test; the client itself is never faked.

export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  credentials: RequestCredentials | undefined;
}

export type Answer = Response | Error | ((request: Recorded) => Response | Error | Promise<Response | Error>);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Answers in turn (the last one repeats); `calls` lists every request seen. */
export function scriptedFetch(...answers: Answer[]): typeof fetch & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const recorded: Recorded = {
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    };
    calls.push(recorded);
    if (init?.signal?.aborted) throw init.signal.reason;
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (answer === undefined) throw new Error('scriptedFetch has no answer');
    const value = typeof answer === 'function' ? await answer(recorded) : answer;
    if (value instanceof Error) throw value;
    return value.clone();
  };
  return Object.assign(impl as typeof fetch, { calls });
}
