// oauthclient24: what Shoal keeps to log in by OAuth to a pod on another address (issue 24): the app
// it registered on each pod (client_id and client_secret, registered once per instance) and the
// tokens of the current login. A row of its own, id 'oauth', in the session table (no new database
// version: the session row's shape stays as it is).

import { loadPersisted, type PersistedFormat } from './persisted';
import { nonEmpty, nullable, object, oneOf, readRow, record } from './row-guards';
import { getDb } from './schema';

const OAUTH_VERSION = 1;

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** The redirect URI the app was registered with (this Shoal's own `<origin>/auth/callback`). */
  redirectUri: string;
}

export interface OAuthTokens {
  /** The instance URL the tokens are for. */
  instanceUrl: string;
  accessToken: string;
  refreshToken: string;
}

export interface OAuthRow {
  id: 'oauth';
  version: typeof OAUTH_VERSION;
  /** By instance URL. */
  apps: Record<string, OAuthApp>;
  tokens: OAuthTokens | null;
}

const EMPTY: OAuthRow = { id: 'oauth', version: OAUTH_VERSION, apps: {}, tokens: null };

const oauthRow = object({
  id: oneOf('oauth'),
  version: oneOf(OAUTH_VERSION),
  apps: record(object({ clientId: nonEmpty, clientSecret: nonEmpty, redirectUri: nonEmpty })),
  tokens: nullable(object({ instanceUrl: nonEmpty, accessToken: nonEmpty, refreshToken: nonEmpty })),
});

const OAUTH_FORMAT: PersistedFormat<OAuthRow> = {
  name: 'oauth',
  version: OAUTH_VERSION,
  parse: (value) => readRow(oauthRow, value),
};

function table() {
  return getDb().table<OAuthRow | Record<string, unknown>, string>('session');
}

export async function readOAuth(): Promise<OAuthRow> {
  return loadPersisted(await table().get('oauth'), OAUTH_FORMAT) ?? EMPTY;
}

/** Reads, changes and writes the row in one transaction. */
export async function changeOAuth(change: (current: OAuthRow) => OAuthRow): Promise<OAuthRow> {
  const db = getDb();
  return db.transaction('rw', db.session, async () => {
    const current = loadPersisted(await table().get('oauth'), OAUTH_FORMAT) ?? EMPTY;
    const next: OAuthRow = { ...change(current), id: 'oauth', version: OAUTH_VERSION };
    await table().put(next);
    return next;
  });
}
