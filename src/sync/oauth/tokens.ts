// oauthclient24: logging in by OAuth to a pod on another address (issue 24, "Logging in"). The pod's
// own address keeps its cookie; any other address cannot use it (SameSite=Lax, and the pod's CSRF
// check trusts its own origin only), so there Shoal registers itself once per instance, sends the
// user to the pod's `/authorize`, exchanges the code at `auth/callback`, and sends a bearer token.
// The tokens are held in memory for the HTTP client (which asks synchronously) and in Dexie.

import { changeOAuth, readOAuth, type OAuthTokens } from '../../db/oauth';
import { HttpClient } from '../core/http';
import { apiBase } from '../core/instance-url';
import { logger } from '../../logger';
import { oauthErrorOf, refreshGrant, revokeToken } from './api';
import type { Outcome } from './login-steps';

/** Where the pod sends the user back (registered as the app's redirect URI). */
export const CALLBACK_PATH = '/auth/callback';

/** A refresh finished this recently serves a request that failed just before it (no second rotation). */
const FRESH_MS = 2_000;

/** The choice: OAuth when the page is not served from the pod's own origin. */
export function usesOAuth(instanceUrl: string | null, pageOrigin: string): boolean {
  if (instanceUrl === null) return false;
  try {
    return new URL(instanceUrl).origin !== new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}

type StateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface OAuthDeps {
  fetchImpl?: typeof fetch;
  storage?: () => StateStorage;
}

export class OAuthSession {
  private held: OAuthTokens | null = null;
  private refreshing: Promise<boolean> | null = null;
  private refreshedAt = 0;
  private refusedHandler: (() => Promise<void> | void) | null = null;

  constructor(private readonly deps: OAuthDeps = {}) {}

  private client(instanceUrl: string): HttpClient {
    // OAuth lives on api/v1/ on pods of every generation.
    const base = apiBase(instanceUrl, 'v1');
    return new HttpClient({
      getApiBase: () => base,
      fetchCsrfCookie: false,
      getCsrfToken: () => null,
      ...(this.deps.fetchImpl ? { fetchImpl: this.deps.fetchImpl } : {}),
    });
  }

  private storage(): StateStorage {
    return this.deps.storage?.() ?? sessionStorage;
  }

  /** The access token requests carry, or null. */
  accessToken(): string | null {
    return this.held?.accessToken ?? null;
  }

  /** Whether this device logged in by OAuth (tokens held). */
  holdsTokens(): boolean {
    return this.held !== null;
  }

  /** Start-up and instance change: the stored tokens, when they are this instance's. */
  async load(instanceUrl: string | null): Promise<void> {
    const row = await readOAuth();
    this.held = row.tokens !== null && row.tokens.instanceUrl === instanceUrl ? row.tokens : null;
  }

  /** What happens when the pod refuses the refresh token (`invalid_grant`): the session installs a logout. */
  onRefreshRefused(handler: () => Promise<void> | void): void {
    this.refusedHandler = handler;
  }

  /**
   * Step 1 and 2: the pod's `/authorize` address to send the user to, carrying `next` in the state.
   * s29: the login's steps are a chunk of their own (login-steps.ts).
   */
  async authorizeUrl(options: { instanceUrl: string; origin: string; next: string }): Promise<Outcome<string>> {
    const steps = await import('./login-steps');
    const redirectUri = new URL(CALLBACK_PATH, options.origin).toString();
    return steps.authorizeUrl(this.client(options.instanceUrl), this.storage(), { ...options, redirectUri });
  }

  /** Step 3 (`auth/callback`): checks the state, exchanges the code, keeps the tokens. The `next` to go to. */
  async finish(options: { code: string | null; state: string | null }): Promise<Outcome<{ next: string }>> {
    const steps = await import('./login-steps');
    const outcome = await steps.finish((instanceUrl) => this.client(instanceUrl), this.storage(), options);
    if (!outcome.ok) return outcome;
    await this.keep(outcome.data.tokens);
    return { ok: true, data: { next: outcome.data.next } };
  }

  private async keep(tokens: OAuthTokens | null): Promise<void> {
    this.held = tokens;
    await changeOAuth((row) => ({ ...row, tokens }));
  }

  /**
   * A request with the token got a 401: refresh once. Concurrent failures share one refresh; true
   * when a new access token is held. Refused with `invalid_grant`: the tokens go and the user is
   * logged out (the installed handler).
   */
  refresh(): Promise<boolean> {
    if (this.held === null) return Promise.resolve(false);
    if (Date.now() - this.refreshedAt < FRESH_MS) return Promise.resolve(true);
    this.refreshing ??= this.refreshSteps().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /**
   * One refresh at a time across this device's tabs and documents (Web Locks where the browser has
   * them): a rotation spends the refresh token, so a second one sent with the same token would be
   * refused and log the user out.
   */
  private async refreshSteps(): Promise<boolean> {
    const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
    if (!locks) return this.refreshLocked();
    return await locks.request('shoal-oauth-refresh', () => this.refreshLocked());
  }

  private async refreshLocked(): Promise<boolean> {
    const held = this.held;
    if (held === null) return false;
    // Another tab (or the document this one replaced) may have refreshed already: take its tokens.
    const stored = (await readOAuth()).tokens;
    if (stored !== null && stored.instanceUrl === held.instanceUrl && stored.refreshToken !== held.refreshToken) {
      this.held = stored;
      this.refreshedAt = Date.now();
      return true;
    }
    const tokens = held;
    const app = (await readOAuth()).apps[tokens.instanceUrl];
    if (!app) {
      await this.keep(null);
      await this.refusedHandler?.();
      return false;
    }
    const result = await refreshGrant(this.client(tokens.instanceUrl), {
      refreshToken: tokens.refreshToken,
      clientId: app.clientId,
      clientSecret: app.clientSecret,
    });
    if (result.ok) {
      await this.keep({
        instanceUrl: tokens.instanceUrl,
        accessToken: result.data.access_token,
        refreshToken: result.data.refresh_token,
      });
      this.refreshedAt = Date.now();
      return true;
    }
    const code = oauthErrorOf(result.error.body);
    logger.warn('OAuth token refresh refused', code ?? result.error.kind);
    if (code === 'invalid_grant' || code === 'invalid_client') {
      await this.keep(null);
      await this.refusedHandler?.();
    }
    return false;
  }

  /** Logout under OAuth: the tokens go whatever the pod says; revoked when it can be heard. */
  async drop(): Promise<void> {
    const tokens = this.held ?? (await readOAuth()).tokens;
    await this.keep(null);
    if (tokens === null) return;
    const app = (await readOAuth()).apps[tokens.instanceUrl];
    if (!app) return;
    const client = this.client(tokens.instanceUrl);
    const fields = { clientId: app.clientId, clientSecret: app.clientSecret };
    const [access, refresh] = await Promise.all([
      revokeToken(client, { ...fields, token: tokens.accessToken }),
      revokeToken(client, { ...fields, token: tokens.refreshToken }),
    ]);
    if (!access || !refresh) logger.info('OAuth revoke at logout failed, ignored');
  }
}

/** The running app's OAuth session. */
export const oauthSession = new OAuthSession();
