// The screens of the fuzz run and the API answers each reads (seen in the browser: src/app/routes.tsx's
// screens, their queries, and the mirrors every signed-in page pulls). An endpoint is written as the
// API path after `/api/vN/` with a query the app sends, so the real answer can be fetched first.

import { expect, type Page } from '@playwright/test';
import { catalogue } from '../../fixtures';

export interface Ids {
  album: number;
  artist: number;
  track: number;
  playlist: number;
  library: string;
  tag: string;
  upload: string;
  /** The `scope` of demo's listenings (`actor:demo@host`). */
  actor: string;
}

export interface Screen {
  name: string;
  path: (ids: Ids) => string;
  anonymous?: boolean;
  /** What this screen itself reads; a signed-in screen also reads SIGNED_IN. */
  endpoints: (ids: Ids) => string[];
}

/** What every signed-in page reads: the profile, the inbox count, the mirrors' pulls, the settings. */
export const SIGNED_IN: readonly string[] = [
  'users/me/',
  'federation/inbox/?is_read=false&page_size=1',
  'favorites/tracks/all/',
  'playlists/?scope=me&page_size=50&ordering=-modification_date',
  'federation/follows/library/all/',
  'federation/follows/user/all/',
  'subscriptions/all/',
  'moderation/content-filters/?page_size=100&ordering=-creation_date',
  'instance/settings/',
];

const list = (what: string, extra = '') => `${what}/?ordering=-creation_date&page=1&page_size=30${extra}`;

/** Screens in groups, one test per group (and per chunk of cases), each under a minute. */
export const SCREEN_GROUPS: Record<string, Screen[]> = {
  'anonymous home': [
    {
      name: 'anonymous home',
      path: () => '/',
      anonymous: true,
      endpoints: () => [
        'artists/?page_size=1',
        'users/me/',
        'instance/nodeinfo/2.1/',
        'albums/?ordering=-creation_date&page_size=12',
        'channels/?ordering=-creation_date&page_size=6',
        'instance/settings/',
      ],
    },
    {
      name: 'anonymous albums',
      path: () => '/library/albums',
      anonymous: true,
      endpoints: () => [list('albums'), 'users/me/'],
    },
  ],
  'library home': [
    {
      name: 'library home',
      path: () => '/library',
      endpoints: (ids) => [
        'albums/?ordering=-creation_date&page_size=6',
        'channels/?ordering=-creation_date&page_size=6',
        'favorites/tracks/?ordering=-creation_date&page_size=6',
        `history/listenings/?scope=${encodeURIComponent(ids.actor)}&ordering=-creation_date&page_size=6`,
        'playlists/?scope=me&ordering=-modification_date&page_size=6',
      ],
    },
  ],
  lists: [
    {
      name: 'artists',
      path: () => '/library/artists',
      endpoints: () => ['tags/?ordering=name&page_size=50', list('artists', '&has_albums=true')],
    },
    { name: 'albums', path: () => '/library/albums', endpoints: () => [list('albums')] },
    {
      name: 'my artists',
      path: () => '/library/me/artists',
      endpoints: () => [list('artists', '&has_albums=true&scope=me')],
    },
    { name: 'my albums', path: () => '/library/me/albums', endpoints: () => [list('albums', '&scope=me')] },
    {
      name: 'podcasts',
      path: () => '/library/podcasts',
      endpoints: () => [list('artists', '&content_category=podcast&include_channels=true')],
    },
    { name: 'channels', path: () => '/library/channels', endpoints: () => [list('channels')] },
  ],
  details: [
    {
      name: 'album',
      path: (ids) => `/library/albums/${ids.album}`,
      endpoints: (ids) => [
        `albums/${ids.album}/`,
        `tracks/?album=${ids.album}&ordering=disc_number%2Cposition&page_size=50&include_channels=true`,
        `albums/${ids.album}/libraries/`,
      ],
    },
    {
      name: 'artist',
      path: (ids) => `/library/artists/${ids.artist}`,
      endpoints: (ids) => [
        `artists/${ids.artist}/`,
        `artists/${ids.artist}/libraries/`,
        `tracks/?artist=${ids.artist}&ordering=-creation_date&page_size=10&include_channels=true`,
      ],
    },
    {
      name: 'track',
      path: (ids) => `/library/tracks/${ids.track}`,
      endpoints: (ids) => [`tracks/${ids.track}/`, `tracks/${ids.track}/libraries/`],
    },
    {
      name: 'tag',
      path: (ids) => `/library/tags/${encodeURIComponent(ids.tag)}`,
      endpoints: (ids) =>
        ['artists', 'albums', 'tracks', 'channels'].map(
          (what) => `${what}/?tag=${encodeURIComponent(ids.tag)}&page_size=12`,
        ),
    },
  ],
  playlists: [
    {
      name: 'playlists',
      path: () => '/library/playlists',
      endpoints: () => ['playlists/?ordering=-modification_date&page=1&page_size=25'],
    },
    {
      name: 'my playlists',
      path: () => '/library/me/playlists',
      endpoints: () => ['playlists/?ordering=-modification_date&page=1&page_size=25&scope=me'],
    },
    {
      name: 'playlist',
      path: (ids) => `/library/playlists/${ids.playlist}`,
      endpoints: (ids) => [`playlists/${ids.playlist}/`, `playlists/${ids.playlist}/tracks/`],
    },
  ],
  radios: [
    {
      name: 'radios',
      path: () => '/library/radios',
      endpoints: () => ['radios/radios/?page=1&page_size=12&ordering=name'],
    },
    {
      name: 'my radios',
      path: () => '/library/me/radios',
      endpoints: () => ['radios/radios/?scope=me&page=1&page_size=12&ordering=name'],
    },
  ],
  libraries: [
    {
      name: 'library',
      path: (ids) => `/library/${ids.library}`,
      endpoints: (ids) => [
        `libraries/${ids.library}/`,
        `uploads/?library=${ids.library}&ordering=-creation_date&page=1&page_size=25`,
      ],
    },
    {
      name: 'library albums',
      path: (ids) => `/library/${ids.library}/albums`,
      endpoints: (ids) => [`albums/?library=${ids.library}&page=1&page_size=30&ordering=-creation_date`],
    },
    {
      name: 'library tracks',
      path: (ids) => `/library/${ids.library}/tracks`,
      endpoints: (ids) => [`tracks/?library=${ids.library}&page=1&page_size=30&ordering=-creation_date`],
    },
    {
      name: 'upload detail',
      path: (ids) => `/library/uploads/${ids.upload}`,
      endpoints: (ids) => [`uploads/${ids.upload}/`],
    },
  ],
  uploads: [
    {
      name: 'upload',
      path: () => '/upload',
      endpoints: () => [
        'uploads/?import_status=errored&page_size=1',
        'uploads/?import_status=pending&page_size=1',
        'uploads/?import_status=skipped&page_size=1',
      ],
    },
    {
      name: 'all uploads',
      path: () => '/upload/all',
      endpoints: () => ['uploads/?ordering=-creation_date&page=1&page_size=25'],
    },
  ],
  mine: [
    {
      name: 'favorites',
      path: () => '/favorites',
      endpoints: () => [
        'favorites/tracks/all/',
        'favorites/tracks/?scope=me&page_size=50&ordering=-creation_date&page=1',
      ],
    },
    { name: 'downloads', path: () => '/downloads', endpoints: () => ['instance/settings/'] },
    { name: 'settings', path: () => '/settings', endpoints: () => ['users/me/'] },
    { name: 'queue', path: () => '/queue', endpoints: () => [] },
  ],
};

async function json<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1/${path}`);
  expect(response.ok(), `GET /api/v1/${path}`).toBe(true);
  return (await response.json()) as T;
}

type Page1<T> = { results: T[] };

/** The ids the screens need, asked of the pod as the signed-in demo user. */
export async function resolveIds(page: Page): Promise<Ids> {
  const first = async <T>(path: string): Promise<T> => {
    const item = (await json<Page1<T>>(page, path)).results[0];
    expect(item, `a first result of ${path}`).toBeTruthy();
    return item as T;
  };
  const me = await json<{ username: string }>(page, 'users/me/');
  return {
    album: (await first<{ id: number }>(`albums/?q=${encodeURIComponent(catalogue.album)}`)).id,
    artist: (await first<{ id: number }>(`artists/?q=${encodeURIComponent(catalogue.artist)}`)).id,
    track: (await first<{ id: number }>('tracks/?q=Low%20Tide')).id,
    playlist: (await first<{ id: number }>('playlists/?scope=me')).id,
    library: (await first<{ uuid: string }>('libraries/?scope=me')).uuid,
    tag: (await first<{ name: string }>('tags/')).name,
    upload: (await first<{ uuid: string }>('uploads/')).uuid,
    actor: `actor:${me.username}@${new URL(page.url()).host}`,
  };
}

/** The fault switch's pattern of an endpoint: its path on either API version, without the query. */
export function endpointPattern(endpoint: string): string {
  const path = endpoint.split('?')[0] as string;
  return `^/api/v[12]/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}
