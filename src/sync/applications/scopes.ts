// oauthpod24: an app's scopes string (ENDPOINTS §1c) and the read/write checkboxes of the application
// form. `read` and `write` stand for every scope; a string with both is "read write" again when every
// box of a kind is ticked, so an app asking for everything keeps the short form.

/** The scopes the form offers, in its order (spec 01 section 2; plugins and instance:* are not offered). */
export const APP_SCOPES = [
  'edits',
  'favorites',
  'filters',
  'follows',
  'libraries',
  'listenings',
  'notifications',
  'playlists',
  'profile',
  'radios',
  'reports',
  'security',
] as const;
export type AppScope = (typeof APP_SCOPES)[number];
export type ScopeAccess = 'read' | 'write';

/** The ticked boxes: per scope, read and write. */
export type ScopeChoice = Record<AppScope, { read: boolean; write: boolean }>;

export function emptyScopeChoice(): ScopeChoice {
  return Object.fromEntries(APP_SCOPES.map((scope) => [scope, { read: false, write: false }])) as ScopeChoice;
}

const isAppScope = (value: string): value is AppScope => (APP_SCOPES as readonly string[]).includes(value);

/** "read write:favorites ..." → the boxes; unknown scopes (plugins, instance:*) are dropped. */
export function scopesToChoice(scopes: string): ScopeChoice {
  const choice = emptyScopeChoice();
  for (const word of scopes.split(/[\s+]+/).filter(Boolean)) {
    if (word === 'read' || word === 'write') {
      for (const scope of APP_SCOPES) choice[scope][word] = true;
      continue;
    }
    const [access, scope = ''] = word.split(':');
    if ((access === 'read' || access === 'write') && isAppScope(scope)) choice[scope][access] = true;
  }
  return choice;
}

/** The boxes → the scopes string: `read`/`write` when every box of the kind is ticked, else each `kind:scope`. */
export function choiceToScopes(choice: ScopeChoice): string {
  const words: string[] = [];
  for (const access of ['read', 'write'] as const) {
    const ticked = APP_SCOPES.filter((scope) => choice[scope][access]);
    if (ticked.length === APP_SCOPES.length) words.push(access);
    else words.push(...ticked.map((scope) => `${access}:${scope}`));
  }
  return words.join(' ');
}

/** The granted scopes in words for the authorize screen: each scope with read, write or both. */
export function describeScopes(scopes: string): { scope: AppScope; read: boolean; write: boolean }[] {
  const choice = scopesToChoice(scopes);
  return APP_SCOPES.flatMap((scope) =>
    choice[scope].read || choice[scope].write ? [{ scope, ...choice[scope] }] : [],
  );
}
