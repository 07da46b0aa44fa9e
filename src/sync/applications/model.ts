// oauthpod24: an OAuth application as the screens use it.

import type { ApiApp } from './schema';

export interface Application {
  clientId: string;
  name: string;
  scopes: string;
  created: string | null;
  updated: string | null;
  /** The owner's view only. */
  redirectUris: string | null;
  /** The creation answer only (a real pod stores it hashed). */
  clientSecret: string | null;
  /** The personal app token, the owner's view only. */
  token: string | null;
}

export function mapApplication(app: ApiApp): Application {
  return {
    clientId: app.client_id,
    name: app.name,
    scopes: app.scopes,
    created: app.created ?? null,
    updated: app.updated ?? null,
    redirectUris: app.redirect_uris ?? null,
    clientSecret: app.client_secret ?? null,
    token: app.token ?? null,
  };
}

/** What the form sends: redirect URIs one a line or space-separated, sent space-separated. */
export interface ApplicationDraft {
  name: string;
  redirectUris: string;
  scopes: string;
}

export function applicationBody(draft: ApplicationDraft) {
  return {
    name: draft.name.trim(),
    redirect_uris: draft.redirectUris.split(/\s+/).filter(Boolean).join(' '),
    scopes: draft.scopes,
  };
}

/** The out-of-band redirect URI: the code is shown to copy instead of being sent anywhere. */
export const OOB_REDIRECT_URI = 'urn:ietf:wg:oauth:2.0:oob';
