// Shapes shared by every domain: pages, attachments, rich text, actors and users, and the small
// value types (privacy levels, content categories) the pod spells as strings.

import type { ApiActor, ApiAttachment, ApiContent, ApiPage } from './schema';
import type { ApiSimpleUser } from './schema';

export const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface Attachment {
  uuid: string;
  mimetype: string | null;
  urls: {
    source: string | null;
    original: string | null;
    mediumSquareCrop: string | null;
    largeSquareCrop: string | null;
  };
}

export interface Content {
  text: string;
  contentType: string | null;
  html: string;
}

export function mapPage<A, T>(page: ApiPage<A>, map: (item: A) => T): Page<T> {
  return {
    count: page.count,
    next: orNull(page.next),
    previous: orNull(page.previous),
    results: page.results.map(map),
  };
}

export function mapAttachment(attachment: ApiAttachment | null | undefined): Attachment | null {
  if (!attachment) return null;
  const urls = attachment.urls;
  return {
    uuid: attachment.uuid,
    mimetype: orNull(attachment.mimetype),
    urls: {
      source: orNull(urls?.source),
      original: orNull(urls?.original),
      mediumSquareCrop: orNull(urls?.medium_square_crop),
      largeSquareCrop: orNull(urls?.large_square_crop),
    },
  };
}

export function mapContent(content: ApiContent | null | undefined): Content | null {
  if (!content) return null;
  return { text: content.text ?? '', contentType: orNull(content.content_type), html: content.html ?? '' };
}
export type AttachmentSize = 'small' | 'medium' | 'large' | 'original';

/** The best URL of an attachment for a size, falling back to the nearest one the pod gave. */
export function attachmentUrl(attachment: Attachment | null, size: AttachmentSize = 'medium'): string | null {
  if (!attachment) return null;
  const { original, mediumSquareCrop, largeSquareCrop, source } = attachment.urls;
  const order =
    size === 'large'
      ? [largeSquareCrop, original, mediumSquareCrop]
      : size === 'original'
        ? [original, largeSquareCrop, mediumSquareCrop]
        : [mediumSquareCrop, largeSquareCrop, original];
  return order.find((url) => url !== null) ?? source;
}

/** An actor of the federation (`attributed_to`, `actor`): someone, on some pod. */
export interface Actor {
  fullUsername: string;
  preferredUsername: string | null;
  name: string | null;
  domain: string | null;
  isLocal: boolean;
  fid: string | null;
}

export function mapActor(actor: ApiActor | null | undefined): Actor | null {
  if (!actor) return null;
  return {
    fullUsername: actor.full_username,
    preferredUsername: orNull(actor.preferred_username),
    name: orNull(actor.name),
    domain: orNull(actor.domain),
    isLocal: actor.is_local ?? false,
    fid: orNull(actor.fid),
  };
}

/** The user nested in favorites, listenings and playlists. */
export interface SimpleUser {
  id: number;
  username: string;
  name: string;
  avatar: Attachment | null;
  dateJoined: string | null;
}

export function mapSimpleUser(user: ApiSimpleUser | null | undefined): SimpleUser | null {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? '',
    avatar: mapAttachment(user.avatar),
    dateJoined: orNull(user.date_joined),
  };
}

/** Who may see a library or a playlist. Libraries cannot use `followers`. */
export type PrivacyLevel = 'me' | 'followers' | 'instance' | 'everyone';
const PRIVACY_LEVELS: readonly string[] = ['me', 'followers', 'instance', 'everyone'];

/** A privacy level the client knows, or null for a missing or unknown one. */
export function toPrivacyLevel(value: string | null | undefined): PrivacyLevel | null {
  return value != null && PRIVACY_LEVELS.includes(value) ? (value as PrivacyLevel) : null;
}

/** The kind of an artist or a channel (spec 02 section 9). */
export type ContentCategory = 'music' | 'podcast' | 'other';

/** `music` and `podcast` as they are; anything else (missing included) is `other`. */
export function toContentCategory(value: string | null | undefined): ContentCategory {
  return value === 'music' || value === 'podcast' ? value : 'other';
}
