/**
 * The access sweep of issue 25 (e2e 270): every route of src/app/routes.tsx, as anonymous, demo and
 * admin, in both interface variants (issue 26). sw28: the sweep is split by concern: this route
 * table, the walker (sweep.ts: ledger, navigation, settling, the session) and the checks
 * (sweep-checks.ts: axe and the page checks).
 *
 * A route is written as a path, or as `{key}` + suffix where `key` is a link harvested from a screen
 * visited before it (the first link of `main` under a prefix): the seeded album, channel, playlist,
 * report… are found as a user finds them, without knowing how the pod numbers them.
 */

export type Role = 'anonymous' | 'demo' | 'admin';

/**
 * The interface variants (issue 26): `new` (routes.tsx, `[data-shell="new"]`) and `classic`, chosen
 * by the `uiV2` preference (false: classic). The sweep runs each variant listed in the spec's
 * VARIANTS; a route marked `only` belongs to one variant's route table.
 */
export type Variant = 'new' | 'classic';

export interface SweepRoute {
  path: string;
  /** Who visits it: everyone, the signed-in (demo and admin), or the admin alone. */
  who: 'all' | 'signed-in' | 'admin';
  /** Links to keep from this screen for later routes: key → href prefix (and a pattern the href must match). */
  harvest?: Record<string, { prefix: string; pattern?: RegExp; via?: string }>;
  /** A route of one variant's table only (issue 26: the classic one has no `/upload*`, no `/library/channels`). */
  only?: Variant;
}

const UUID = /^\/library\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEMO_CATALOGUE = '/library/0610cbf2-badf-5ca7-b85f-08025cc903d4';
const MANAGED = ['artists', 'channels', 'albums', 'tracks', 'libraries', 'uploads', 'tags'] as const;

export const SWEEP_ROUTES: SweepRoute[] = [
  { path: '/', who: 'all' },
  { path: '/login', who: 'all' },
  { path: '/instance-chooser', who: 'all' },
  { path: '/signup', who: 'all' },
  { path: '/auth/password/reset', who: 'all' },
  { path: '/auth/password/reset/confirm', who: 'all' },
  { path: '/auth/email/confirm?key=notakey', who: 'all' },
  { path: '/auth/callback', who: 'all' },
  { path: '/authorize', who: 'all' },
  { path: '/about', who: 'all' },
  { path: '/about/pod', who: 'all' },
  { path: '/library', who: 'all' },
  { path: '/library/artists', who: 'all', harvest: { artist: { prefix: '/library/artists/' } } },
  { path: '/library/albums', who: 'all', harvest: { album: { prefix: '/library/albums/' } } },
  { path: '{artist}', who: 'all' },
  { path: '{album}', who: 'all', harvest: { track: { prefix: '/library/tracks/' } } },
  { path: '{track}', who: 'all' },
  { path: '/library/tags/Piano', who: 'all' },
  { path: '/library/podcasts', who: 'all' },
  { path: '/library/channels', who: 'all', only: 'new', harvest: { channel: { prefix: '/channels/' } } },
  { path: '{channel}', who: 'all' },
  { path: '{channel}/episodes', who: 'all' },
  { path: '/library/playlists', who: 'all', harvest: { playlist: { prefix: '/library/playlists/' } } },
  { path: '{playlist}', who: 'all' },
  { path: '/library/radios', who: 'all', harvest: { radio: { prefix: '/library/radios/', pattern: /\/\d+$/ } } },
  { path: '{radio}', who: 'all' },
  { path: DEMO_CATALOGUE, who: 'all' },
  { path: `${DEMO_CATALOGUE}/albums`, who: 'all' },
  { path: `${DEMO_CATALOGUE}/tracks`, who: 'all' },
  { path: '/search?q=tide', who: 'all' },
  { path: '/@demo', who: 'all' },
  { path: '/no/such/page', who: 'all' },
  // Signed in.
  { path: '/favorites', who: 'all' },
  { path: '/downloads', who: 'signed-in' },
  { path: '/settings', who: 'signed-in', harvest: { app: { prefix: '/settings/applications/', pattern: /\/edit$/ } } },
  { path: '{app}', who: 'signed-in' },
  { path: '/settings/applications/new', who: 'signed-in' },
  { path: '/settings/plugins', who: 'signed-in' },
  { path: '/queue', who: 'signed-in' },
  { path: '/subscriptions', who: 'signed-in' },
  { path: '/notifications', who: 'signed-in' },
  { path: '/upload', who: 'signed-in', only: 'new' },
  { path: '/upload/running', who: 'signed-in', only: 'new' },
  { path: '/upload/history', who: 'signed-in', only: 'new' },
  // sw25: the files table links a row's track; its upload's page is the "Details" link of the row's
  // import status dialog (the first row's info button opens it).
  {
    path: '/upload/all',
    who: 'signed-in',
    only: 'new',
    harvest: { upload: { prefix: '/library/uploads/', via: 'main .upload-status + button' } },
  },
  { path: '{upload}', who: 'signed-in' },
  { path: '/library/me/artists', who: 'signed-in' },
  { path: '/library/me/albums', who: 'signed-in' },
  { path: '/library/me/playlists', who: 'signed-in' },
  {
    path: '/library/me/radios',
    who: 'signed-in',
    harvest: { myRadio: { prefix: '/library/radios/', pattern: /\/\d+$/ } },
  },
  { path: '{myRadio}', who: 'signed-in', harvest: { build: { prefix: '/library/radios/build/' } } },
  { path: '/library/radios/build', who: 'signed-in' },
  { path: '{build}', who: 'signed-in' },
  { path: '/content', who: 'signed-in' },
  { path: '/content/remote', who: 'signed-in' },
  { path: '/content/libraries', who: 'signed-in', harvest: { library: { prefix: '/library/', pattern: UUID } } },
  { path: '{library}/edit', who: 'signed-in' },
  { path: '{library}/upload', who: 'signed-in' },
  { path: '/content/libraries/create', who: 'signed-in' },
  { path: '/content/libraries/tracks', who: 'signed-in' },
  { path: '{artist}/edit', who: 'signed-in' },
  { path: '{album}/edit', who: 'signed-in' },
  { path: '{track}/edit', who: 'signed-in' },
  { path: '/@me/activity', who: 'signed-in' },
  { path: '/@me/manageUploads', who: 'signed-in' },
  { path: '/logout', who: 'signed-in' },
  // Administration.
  {
    path: '/manage/moderation/reports',
    who: 'admin',
    harvest: { report: { prefix: '/manage/moderation/reports/' } },
  },
  { path: '{report}', who: 'admin' },
  {
    path: '/manage/moderation/requests',
    who: 'admin',
    harvest: { request: { prefix: '/manage/moderation/requests/' } },
  },
  { path: '{request}', who: 'admin' },
  { path: '/manage/moderation/domains', who: 'admin', harvest: { domain: { prefix: '/manage/moderation/domains/' } } },
  { path: '{domain}', who: 'admin' },
  {
    path: '/manage/moderation/accounts',
    who: 'admin',
    harvest: { account: { prefix: '/manage/moderation/accounts/' } },
  },
  { path: '{account}', who: 'admin' },
  { path: '/manage/settings', who: 'admin' },
  { path: '/manage/users/users', who: 'admin' },
  { path: '/manage/users/invitations', who: 'admin' },
  {
    path: '/manage/library/edits',
    who: 'admin',
    harvest: { edit: { prefix: '/library/', pattern: /\/edit\/[^/]+$/ } },
  },
  { path: '{edit}', who: 'admin' },
  ...MANAGED.flatMap((kind): SweepRoute[] => [
    {
      path: `/manage/library/${kind}`,
      who: 'admin',
      harvest: { [`managed-${kind}`]: { prefix: `/manage/library/${kind}/` } },
    },
    { path: `{managed-${kind}}`, who: 'admin' },
  ]),
];

/** The routes a role visits in a variant. An anonymous visitor sent to login sees it once (the sweep skips a screen seen). */
export function routesOf(role: Role, variant: Variant = 'new'): SweepRoute[] {
  return SWEEP_ROUTES.filter((route) =>
    role === 'anonymous' ? route.who === 'all' : role === 'demo' ? route.who !== 'admin' : true,
  )
    .filter((route) => !(role === 'anonymous' && route.path === '/logout'))
    .filter((route) => route.only === undefined || route.only === variant);
}

export type Mode = 'light-1280' | 'dark-320' | 'ar';

export type Language = 'en' | 'ar';
