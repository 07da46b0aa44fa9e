// The channel form's rules, free of React (spec 01 section 5, issue 19): the picture hint (PNG or JPG,
// 1400 to 3000 pixels square, at most 5 MB: another type or a bigger file is refused before upload,
// other dimensions only warn), the handle fixed for good once made, and the body a save sends.

import type { Channel, ChannelCategory, ChannelInput } from '../../sync/channels';

export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_MIN_PX = 1400;
export const PICTURE_MAX_PX = 3000;

export interface PictureCheck {
  /** Refused before upload: the i18n key of why, or null. */
  refused: 'pictureType' | 'pictureSize' | null;
  /** Sent anyway, with this note. */
  warning: 'pictureDimensions' | null;
}

/** Type and size first (known without decoding); dimensions when the image could be read. */
export function checkPicture(file: { type: string; size: number }, size?: { width: number; height: number }) {
  const check: PictureCheck = { refused: null, warning: null };
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) check.refused = 'pictureType';
  else if (file.size > PICTURE_MAX_BYTES) check.refused = 'pictureSize';
  else if (
    size &&
    (size.width !== size.height ||
      size.width < PICTURE_MIN_PX ||
      size.width > PICTURE_MAX_PX ||
      size.height < PICTURE_MIN_PX ||
      size.height > PICTURE_MAX_PX)
  )
    check.warning = 'pictureDimensions';
  return check;
}

/** Creation steps: the kind, the details, then the channel's own page (no step of the modal). */
export type CreateStep = 'kind' | 'details';
export type ChannelKind = 'artist' | 'podcast';

export interface ChannelFormState {
  kind: ChannelKind;
  name: string;
  username: string;
  description: string;
  tags: string;
  /** An artist channel's category: music or other. */
  category: 'music' | 'other';
  itunesCategory: string;
  itunesSubcategory: string;
  language: string;
  ownerName: string;
  ownerEmail: string;
  explicit: boolean;
  cover: { uuid: string; url: string | null } | null;
}

export function emptyForm(kind: ChannelKind): ChannelFormState {
  return {
    kind,
    name: '',
    username: '',
    description: '',
    tags: '',
    category: 'music',
    itunesCategory: '',
    itunesSubcategory: '',
    language: '',
    ownerName: '',
    ownerEmail: '',
    explicit: false,
    cover: null,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form of an existing channel (edit): its handle shows, read-only. */
export function formOf(channel: Channel): ChannelFormState {
  const meta = channel.metadata;
  const podcast = channel.artist.contentCategory === 'podcast';
  return {
    kind: podcast ? 'podcast' : 'artist',
    name: channel.artist.name,
    username: channel.actor?.preferredUsername ?? channel.fullUsername?.split('@')[0] ?? '',
    description: channel.artist.description?.text ?? '',
    tags: channel.artist.tags.join(', '),
    category: channel.artist.contentCategory === 'other' ? 'other' : 'music',
    itunesCategory: text(meta.itunes_category),
    itunesSubcategory: text(meta.itunes_subcategory),
    language: text(meta.language),
    ownerName: text(meta.owner_name),
    ownerEmail: text(meta.owner_email),
    explicit: meta.explicit === true,
    cover: channel.artist.cover
      ? { uuid: channel.artist.cover.uuid, url: channel.artist.cover.urls.mediumSquareCrop ?? null }
      : null,
  };
}

/** The handle can be typed only while creating (spec: it cannot be changed later). */
export const handleEditable = (mode: 'create' | 'edit') => mode === 'create';

/** Tags typed as `#a, b c`: a pod's tag names hold no spaces; the same name twice (any case) once. */
export function parseTags(value: string): string[] {
  const seen = new Map<string, string>();
  for (const tag of value.split(/[,\s]+/)) {
    const name = tag.replace(/^#/, '').trim();
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()];
}

/** The body of the save; `username` only when creating. */
export function toChannelInput(form: ChannelFormState, mode: 'create' | 'edit'): ChannelInput {
  const category: ChannelCategory = form.kind === 'podcast' ? 'podcast' : form.category;
  const metadata: Record<string, unknown> =
    form.kind === 'podcast'
      ? {
          // Left out when not chosen, so the pod says 'This field is required.' of it.
          ...(form.itunesCategory ? { itunes_category: form.itunesCategory } : {}),
          ...(form.itunesSubcategory ? { itunes_subcategory: form.itunesSubcategory } : {}),
          ...(form.language ? { language: form.language } : {}),
          ...(form.ownerName.trim() ? { owner_name: form.ownerName.trim() } : {}),
          ...(form.ownerEmail.trim() ? { owner_email: form.ownerEmail.trim() } : {}),
          explicit: form.explicit,
        }
      : {};
  return {
    name: form.name.trim(),
    ...(handleEditable(mode) ? { username: form.username.trim() } : {}),
    description: form.description.trim() ? { text: form.description.trim(), content_type: 'text/markdown' } : null,
    tags: parseTags(form.tags),
    content_category: category,
    metadata,
    cover: form.cover?.uuid ?? null,
  };
}
