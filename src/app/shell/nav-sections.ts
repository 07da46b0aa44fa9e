// The sidebar's menus (spec 01 section 2), as data both shells render: Explore, My library and, by
// permission, Administration with its counters. The classic variant has no upload screens and no
// channels browse (issue 26): its My library links to the libraries instead.

import {
  Album,
  Bell,
  Disc3,
  FileClock,
  HardDriveDownload,
  Heart,
  Home,
  Inbox,
  Library,
  ListMusic,
  Mic2,
  Podcast,
  Radio,
  RadioTower,
  Settings,
  ShieldAlert,
  Upload,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from '../icons';
import type { NotificationCounts } from '../../sync/notifications';

export type ShellVariant = 'new' | 'classic';

export interface NavEntry {
  to: string;
  icon: LucideIcon;
  /** The entry's words (an i18n key). */
  label: string;
  end?: boolean;
  /** A count beside the entry, with the key of the entry's name that says it ("Pending edits: 2"). */
  count?: { value: number; label: string };
}

export interface NavSectionData {
  /** The section's heading (an i18n key). */
  title: string;
  entries: NavEntry[];
}

export interface NavContext {
  variant: ShellVariant;
  signedIn: boolean;
  permissions: { library: boolean; moderation: boolean; settings: boolean } | null;
  /** subs19: with channels off on the pod, their entries leave the shell. */
  channelsOn: boolean;
  counts: NotificationCounts | null;
}

export function navSections({
  variant,
  signedIn,
  permissions: perms,
  channelsOn,
  counts,
}: NavContext): NavSectionData[] {
  const classic = variant === 'classic';
  const count = (value: number | undefined, label: string) => ({ value: value ?? 0, label });
  const sections: NavSectionData[] = [
    {
      title: 'nav.explore',
      entries: [
        { to: signedIn ? '/library' : '/', icon: Home, label: signedIn ? 'nav.libraryHome' : 'nav.home', end: true },
        { to: '/library/artists', icon: Mic2, label: 'nav.artists' },
        { to: '/library/albums', icon: Disc3, label: 'nav.albums' },
        ...(channelsOn ? [{ to: '/library/podcasts', icon: Podcast, label: 'nav.podcasts' }] : []),
        // Channels browse is the newer variant's only.
        ...(channelsOn && !classic ? [{ to: '/library/channels', icon: Radio, label: 'nav.channels' }] : []),
        { to: '/library/playlists', icon: ListMusic, label: 'nav.playlists' },
        { to: '/library/radios', icon: RadioTower, label: 'nav.radios' },
      ],
    },
  ];
  if (signedIn) {
    sections.push({
      title: 'nav.myLibrary',
      entries: [
        // notif21: the inbox, with its unread count in the entry's name.
        {
          to: '/notifications',
          icon: Inbox,
          label: 'notifications21Shell.nav',
          count: count(counts?.inbox, 'notifications21Shell.navUnread'),
        },
        { to: '/favorites', icon: Heart, label: 'nav.favorites' },
        { to: '/downloads', icon: HardDriveDownload, label: 'nav.downloads' },
        ...(channelsOn ? [{ to: '/subscriptions', icon: Bell, label: 'subscriptions.nav' }] : []),
        { to: '/library/me/artists', icon: UserRound, label: 'nav.myArtists' },
        { to: '/library/me/albums', icon: Album, label: 'nav.myAlbums' },
        { to: '/library/me/playlists', icon: ListMusic, label: 'nav.myPlaylists' },
        { to: '/library/me/radios', icon: RadioTower, label: 'nav.myRadios' },
        // The classic table has no upload screens: each library has its own upload tab.
        classic
          ? { to: '/content/libraries', icon: Upload, label: 'classic26Nav.libraries' }
          : { to: '/upload', icon: Upload, label: 'nav.upload' },
        { to: '/content', icon: Library, label: 'nav.addContent' },
      ],
    });
  }
  const admin: NavEntry[] = [];
  if (perms?.library) {
    admin.push(
      {
        to: '/manage/library/edits',
        icon: FileClock,
        label: 'nav.pendingEdits',
        count: count(counts?.pendingReviewEdits, 'nav.pendingEditsCount'),
      },
      // library23
      { to: '/manage/library/artists', icon: Library, label: 'library23Nav.library' },
    );
  }
  if (perms?.moderation) {
    admin.push(
      {
        to: '/manage/moderation/reports',
        icon: ShieldAlert,
        label: 'nav.reports',
        count: count(counts?.pendingReviewReports, 'nav.reportsUnresolved'),
      },
      {
        to: '/manage/moderation/requests',
        icon: UserPlus,
        label: 'nav.requests',
        count: count(counts?.pendingReviewRequests, 'nav.requestsPending'),
      },
    );
  }
  if (perms?.settings) {
    admin.push(
      { to: '/manage/settings', icon: Settings, label: 'nav.settings' },
      { to: '/manage/users', icon: Users, label: 'nav.users' },
    );
  }
  if (signedIn && admin.length > 0) sections.push({ title: 'nav.administration', entries: admin });
  return sections;
}
