// The signed-in user as users/me/ describes it.

import type { ApiMe } from './schema';
import { attachmentUrl, mapAttachment, orNull, type Attachment } from '../core/model';

export type PermissionFlag = 'library' | 'moderation' | 'settings';

interface QuotaStatus {
  max: number | null;
  remaining: number | null;
  current: number | null;
  draft: number | null;
  skipped: number | null;
  pending: number | null;
  finished: number | null;
  errored: number | null;
}

export interface Profile {
  id: number;
  username: string;
  fullUsername: string;
  name: string;
  email: string | null;
  isStaff: boolean;
  isSuperuser: boolean;
  permissions: Record<PermissionFlag, boolean>;
  /** Appended to audio URLs as `token=`; null for accounts without one. */
  listenToken: string | null;
  avatar: Attachment | null;
  avatarUrl: string | null;
  privacyLevel: string | null;
  quotaStatus: QuotaStatus | null;
  instanceSupportMessageDisplayDate: string | null;
  funkwhaleSupportMessageDisplayDate: string | null;
  settings: Record<string, unknown> | null;
}

export function mapProfile(me: ApiMe): Profile {
  const avatar = mapAttachment(me.avatar);
  const quota = me.quota_status;
  return {
    id: me.id,
    username: me.username,
    fullUsername: me.full_username,
    name: me.name ?? '',
    email: orNull(me.email),
    isStaff: me.is_staff ?? false,
    isSuperuser: me.is_superuser ?? false,
    permissions: { ...me.permissions },
    listenToken: orNull(me.tokens?.listen),
    avatar,
    avatarUrl: attachmentUrl(avatar, 'medium'),
    privacyLevel: orNull(me.privacy_level),
    quotaStatus: quota
      ? {
          max: orNull(quota.max),
          remaining: orNull(quota.remaining),
          current: orNull(quota.current),
          draft: orNull(quota.draft),
          skipped: orNull(quota.skipped),
          pending: orNull(quota.pending),
          finished: orNull(quota.finished),
          errored: orNull(quota.errored),
        }
      : null,
    instanceSupportMessageDisplayDate: orNull(me.instance_support_message_display_date),
    funkwhaleSupportMessageDisplayDate: orNull(me.funkwhale_support_message_display_date),
    settings: orNull(me.settings),
  };
}
