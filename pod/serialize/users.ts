// The Me object of `GET users/me/`.

import { listenToken } from '../auth';
import { readPreference } from '../settings';
import { permissionsOf, type UserRow } from '../users';
import { content, type View } from './common';

const MB = 1000 * 1000;
const STATUSES = ['draft', 'pending', 'finished', 'errored', 'skipped'] as const;

/**
 * Sizes of the user's uploads by import status, in MB, and what is left of the quota. As on a real
 * pod, `current` counts every status (errored and skipped files too: purging them frees space), and
 * the figures are not rounded.
 */
export function quotaStatus(view: Pick<View, 'db'>, user: Pick<UserRow, 'id' | 'upload_quota'>) {
  const rows = view.db
    .prepare(
      'SELECT import_status, coalesce(sum(size), 0) AS size FROM uploads WHERE owner_id = ? GROUP BY import_status',
    )
    .all(user.id) as { import_status: string; size: number }[];
  const byStatus = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<
    (typeof STATUSES)[number],
    number
  >;
  for (const row of rows)
    if (row.import_status in byStatus) byStatus[row.import_status as keyof typeof byStatus] = row.size / MB;
  const max = user.upload_quota ?? Number(readPreference(view.db, 'users__upload_quota'));
  const current = STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  return {
    max,
    remaining: Math.max(0, max - current),
    current,
    draft: byStatus.draft,
    skipped: byStatus.skipped,
    pending: byStatus.pending,
    finished: byStatus.finished,
    errored: byStatus.errored,
  };
}

export function serializeMe(view: View, user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    full_username: view.fullUsername(user),
    name: user.name,
    email: user.email,
    is_staff: user.is_staff === 1,
    is_superuser: user.is_superuser === 1,
    permissions: permissionsOf(user),
    date_joined: user.date_joined,
    privacy_level: user.privacy_level,
    avatar: view.attachment(user.avatar_uuid),
    quota_status: quotaStatus(view, user),
    instance_support_message_display_date: user.instance_support_message_display_date,
    funkwhale_support_message_display_date: user.funkwhale_support_message_display_date,
    summary: content(user.summary_text, user.summary_content_type),
    tokens: { listen: listenToken(view.ctx, user) },
    settings: user.settings === null ? null : (JSON.parse(user.settings) as unknown),
  };
}
