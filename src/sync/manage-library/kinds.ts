// library23: the seven kinds of the library manager (ENDPOINTS §13) and what differs between them:
// where they live on the pod, how one is named in a URL and in an `action` body, the orderings a
// real pod takes. The screens are one table and one detail driven by these descriptions.

export const MANAGE_KINDS = ['artists', 'channels', 'albums', 'tracks', 'libraries', 'uploads', 'tags'] as const;
export type ManageKind = (typeof MANAGE_KINDS)[number];

/** The pod's maximum page size (the spec names none). */
export const MANAGE_PAGE_SIZE = 50;

interface KindSpec {
  /** The endpoint, under /api/v1/. */
  path: string;
  /** Whether `stats/` exists (a real pod has none for uploads and tags). */
  stats: boolean;
  /** Whether `action/` exists (a real pod has none for channels: they are deleted one by one). */
  bulk: boolean;
  /** `ordering` values offered, the first the default. */
  orderings: readonly string[];
}

export const KIND_SPECS: Record<ManageKind, KindSpec> = {
  artists: {
    path: 'manage/library/artists/',
    stats: true,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', 'name', '-name'],
  },
  channels: {
    path: 'manage/channels/',
    stats: true,
    bulk: false,
    orderings: ['-creation_date', 'creation_date', 'name', '-name'],
  },
  albums: {
    path: 'manage/library/albums/',
    stats: true,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', 'title', '-title', '-release_date', 'release_date'],
  },
  tracks: {
    path: 'manage/library/tracks/',
    stats: true,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', 'title', '-title'],
  },
  libraries: {
    path: 'manage/library/libraries/',
    stats: true,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', '-uploads_count', '-followers_count'],
  },
  uploads: {
    path: 'manage/library/uploads/',
    stats: false,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', '-size', 'size', '-duration', '-bitrate'],
  },
  tags: {
    path: 'manage/tags/',
    stats: false,
    bulk: true,
    orderings: ['-creation_date', 'creation_date', 'name', '-name', '-tracks_count', '-albums_count', '-artists_count'],
  },
};

export const isManageKind = (text: string | undefined): text is ManageKind => MANAGE_KINDS.includes(text as ManageKind);
