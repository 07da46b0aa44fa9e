import type { TFunction } from 'i18next';
import type { ManageReport, ReportTarget } from '../../sync/reports';

const TYPE_KEYS = ['artist', 'album', 'track', 'playlist', 'library', 'channel', 'account'] as const;

/** "Track", "Album"... of what a report is about (the frozen copy says so once the object is gone). */
export function reportedObjectLabel(t: TFunction, report: Pick<ManageReport, 'targetType'>): string {
  const type = report.targetType;
  return type && (TYPE_KEYS as readonly string[]).includes(type)
    ? t(`reports22.objectTypes.${type}`)
    : t('reports22.objectTypes.unknown');
}

const DELETE_TITLES: Record<(typeof TYPE_KEYS)[number] | 'unknown', string> = {
  artist: 'reports22.detail.deleteTitles.artist',
  album: 'reports22.detail.deleteTitles.album',
  track: 'reports22.detail.deleteTitles.track',
  playlist: 'reports22.detail.deleteTitles.playlist',
  library: 'reports22.detail.deleteTitles.library',
  channel: 'reports22.detail.deleteTitles.channel',
  account: 'reports22.detail.deleteTitles.account',
  unknown: 'reports22.detail.deleteTitles.unknown',
};

/** "Delete this track?"... a whole question per type of reported object. */
export function deleteReportedTitle(t: TFunction, report: Pick<ManageReport, 'targetType'>): string {
  const type = report.targetType;
  return t(
    type && (TYPE_KEYS as readonly string[]).includes(type)
      ? DELETE_TITLES[type as (typeof TYPE_KEYS)[number]]
      : DELETE_TITLES.unknown,
  );
}

/** The app's page of a reported object that still exists. */
export function reportedObjectPath(target: ReportTarget | null): string | null {
  if (!target) return null;
  switch (target.type) {
    case 'artist':
      return `/library/artists/${target.id}`;
    case 'album':
      return `/library/albums/${target.id}`;
    case 'track':
      return `/library/tracks/${target.id}`;
    case 'playlist':
      return `/library/playlists/${target.id}`;
    case 'library':
      return `/library/${target.uuid}`;
    case 'channel':
      return `/channels/${target.uuid}`;
    case 'account':
      return `/@${target.fullUsername}`;
  }
}
