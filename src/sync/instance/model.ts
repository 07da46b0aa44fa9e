// What a pod says about itself: node info, its public settings, and the app's front settings.

import type { ApiInstanceSetting, ApiNodeInfo } from './schema';
import { orNull } from '../core/model';

export interface InstanceInfo {
  softwareName: string;
  softwareVersion: string | null;
  nodeName: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  contactEmail: string | null;
  /** Markdown, 2.0 only; the about page reads them from the instance settings. */
  rules: string | null;
  terms: string | null;
  openRegistrations: boolean | null;
  users: { total: number | null; activeHalfyear: number | null; activeMonth: number | null } | null;
  /** metadata.content.local.hoursOfContent rounded down (2.1), else library.music.hours (2.0). */
  hoursOfContent: number | null;
  artistsCount: number | null;
  albumsCount: number | null;
  tracksCount: number | null;
  /** metadata.usage (2.0 and 2.1 alike): null when the pod keeps it private. */
  listeningsCount: number | null;
  favoritesCount: number | null;
  /** 2.0 `library.anonymousCanListen`, or the 2.1 feature of that name; null when unknown. */
  anonymousCanListen: boolean | null;
  supportedUploadExtensions: string[];
  defaultUploadQuota: number | null;
  features: string[];
}

export interface FrontSettings {
  defaultServerUrl: string | null;
  additionalStylesheets: string[];
}

export function mapInstanceInfo(nodeInfo: ApiNodeInfo): InstanceInfo {
  const metadata = nodeInfo.metadata;
  const local = metadata?.content?.local;
  const library = metadata?.library;
  const users = nodeInfo.usage?.users;
  const hours = local?.hoursOfContent ?? library?.music?.hours;
  const features = metadata?.features ?? [];
  return {
    softwareName: nodeInfo.software.name,
    softwareVersion: orNull(nodeInfo.software.version),
    nodeName: orNull(metadata?.nodeName),
    shortDescription: orNull(metadata?.shortDescription),
    longDescription: orNull(metadata?.longDescription),
    contactEmail: orNull(metadata?.contactEmail),
    rules: orNull(metadata?.rules),
    terms: orNull(metadata?.terms),
    openRegistrations: orNull(nodeInfo.openRegistrations),
    users: users
      ? {
          total: orNull(users.total),
          activeHalfyear: orNull(users.activeHalfyear),
          activeMonth: orNull(users.activeMonth),
        }
      : null,
    hoursOfContent: hours === null || hours === undefined ? null : Math.floor(hours),
    artistsCount: orNull(local?.artists ?? library?.artists?.total),
    albumsCount: orNull(local?.releases ?? library?.albums?.total),
    tracksCount: orNull(local?.recordings ?? library?.tracks?.total),
    listeningsCount: orNull(metadata?.usage?.listenings?.total),
    favoritesCount: orNull(metadata?.usage?.favorites?.tracks?.total),
    anonymousCanListen:
      library?.anonymousCanListen ?? (metadata?.features ? features.includes('anonymousCanListen') : null),
    supportedUploadExtensions: metadata?.supportedUploadExtensions ?? [],
    defaultUploadQuota: orNull(metadata?.defaultUploadQuota),
    features,
  };
}

/** The statistics of the home and the about page, in the order they are shown. */
export type PodStatisticKey = 'users' | 'hours' | 'artists' | 'albums' | 'tracks' | 'listenings' | 'favorites';

export interface PodStatistic {
  key: PodStatisticKey;
  count: number;
}

/**
 * What node info tells of the pod's size, 2.0 or 2.1 alike, leaving out what it does not say. Hours
 * are already rounded down; a pod of a few minutes of music has "0 hours", which helps nobody and
 * is left out too. `albums` replaces the node info's count when the caller knows a better one.
 */
export function podStatistics(info: InstanceInfo, albums: number | null = null): PodStatistic[] {
  const entries: [PodStatisticKey, number | null][] = [
    ['users', info.users?.total ?? null],
    ['hours', info.hoursOfContent !== null && info.hoursOfContent > 0 ? info.hoursOfContent : null],
    ['artists', info.artistsCount],
    ['albums', albums ?? info.albumsCount],
    ['tracks', info.tracksCount],
    ['listenings', info.listeningsCount],
    ['favorites', info.favoritesCount],
  ];
  return entries.flatMap(([key, count]) => (count === null ? [] : [{ key, count }]));
}

/**
 * Instance settings of spec 01 section 3, read from the `section.name` entries, with the spec's
 * defaults where the pod leaves one out (registration enabled, upload quota 0).
 */
export interface InstanceSettings {
  /** Every entry by `section.name`, for settings not projected below. */
  values: Record<string, unknown>;
  instance: {
    name: string;
    shortDescription: string;
    longDescription: string;
    funkwhaleSupportMessageEnabled: boolean;
    supportMessage: string;
    /** Markdown. */
    rules: string;
    /** Markdown. */
    terms: string;
    contactEmail: string;
  };
  users: { registrationEnabled: boolean; uploadQuota: number };
  moderation: { signupApprovalEnabled: boolean; signupFormCustomization: unknown };
  qualityFilters: { bitrateFilter: unknown; hasMbid: boolean };
  subsonic: { enabled: boolean };
  ui: { customCss: string };
}

export function mapInstanceSettings(entries: ApiInstanceSetting[]): InstanceSettings {
  const values: Record<string, unknown> = {};
  for (const entry of entries) values[`${entry.section}.${entry.name}`] = entry.value;
  const str = (key: string): string => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const bool = (key: string, fallback: boolean): boolean =>
    typeof values[key] === 'boolean' ? (values[key] as boolean) : fallback;
  const num = (key: string, fallback: number): number =>
    typeof values[key] === 'number' ? (values[key] as number) : fallback;
  return {
    values,
    instance: {
      name: str('instance.name'),
      shortDescription: str('instance.short_description'),
      longDescription: str('instance.long_description'),
      funkwhaleSupportMessageEnabled: bool('instance.funkwhale_support_message_enabled', true),
      supportMessage: str('instance.support_message'),
      rules: str('instance.rules'),
      terms: str('instance.terms'),
      contactEmail: str('instance.contact_email'),
    },
    users: { registrationEnabled: bool('users.registration_enabled', true), uploadQuota: num('users.upload_quota', 0) },
    moderation: {
      signupApprovalEnabled: bool('moderation.signup_approval_enabled', false),
      signupFormCustomization: values['moderation.signup_form_customization'] ?? null,
    },
    qualityFilters: {
      bitrateFilter: values['quality_filters.bitrate_filter'] ?? null,
      hasMbid: bool('quality_filters.has_mbid', false),
    },
    subsonic: { enabled: bool('subsonic.enabled', false) },
    ui: { customCss: str('ui.custom_css') },
  };
}

/**
 * settings23: what Shoal assumes until the pod's settings arrive, or when their fetch failed (only
 * logged): spec 01 section 9, upload quota 0 and registration enabled.
 */
export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = mapInstanceSettings([]);

export function instanceSettingsOrDefaults(settings: InstanceSettings | undefined): InstanceSettings {
  return settings ?? DEFAULT_INSTANCE_SETTINGS;
}
