// The tracing consent (spec 01 section 4): cookie `allow-tracing`, `yes`, `no` or unset. Only `yes`
// lets anything leave the browser. Read from document.cookie each time (another tab may change it).

export type Consent = 'yes' | 'no' | 'unset';

export const CONSENT_COOKIE = 'allow-tracing';
/** A year: the choice is asked once, not at every visit. */
const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The consent in a `document.cookie` string; any other value than yes or no reads as unset. */
export function parseConsent(cookies: string): Consent {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== CONSENT_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    return value === 'yes' || value === 'no' ? value : 'unset';
  }
  return 'unset';
}

/** The `document.cookie` assignment that records a choice (unset removes the cookie). */
export function consentCookie(consent: Consent, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return consent === 'unset'
    ? `${CONSENT_COOKIE}=; Max-Age=0${attributes}`
    : `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_S}${attributes}`;
}

const listeners = new Set<() => void>();

export function readConsent(): Consent {
  return typeof document === 'undefined' ? 'unset' : parseConsent(document.cookie);
}

export function writeConsent(consent: Consent): void {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when this tab changes the consent. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
