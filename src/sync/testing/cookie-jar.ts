// Test-only: Node's fetch keeps no cookies, so this carries them the way a browser would for one
// origin (name=value only; expiry in the past deletes).

export interface CookieJar {
  fetch: typeof fetch;
  get(name: string): string | null;
  has(name: string): boolean;
}

export function cookieJar(inner: typeof fetch = (input, init) => fetch(input, init)): CookieJar {
  const cookies = new Map<string, string>();

  const store = (setCookie: string) => {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      return (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) <= Date.now());
    });
    if (expired) cookies.delete(name);
    else cookies.set(name, value);
  };

  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await inner(input, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) store(setCookie);
    return response;
  };

  return { fetch: jarFetch, get: (name) => cookies.get(name) ?? null, has: (name) => cookies.has(name) };
}
