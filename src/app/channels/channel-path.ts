// `/channels/{id}`: the id a channel page takes (spec 01 section 2) is a uuid, `username@domain`, or
// a local channel's bare `username` (the pod's own channel URLs are `/channels/{username}`).

import type { Channel } from '../../sync/channels';

/** The page of a channel: by its handle when it has one (a readable address), else by uuid. */
export function channelPath(channel: Pick<Channel, 'uuid' | 'fullUsername'>): string {
  return `/channels/${channel.fullUsername ?? channel.uuid}`;
}

/** What `channels/{id}/` is asked with for a route's id: a bare username gets this pod's domain. */
export function channelApiId(routeId: string, instanceDomain: string | null): string | null {
  let id: string;
  try {
    id = decodeURIComponent(routeId).replace(/^@/, '');
  } catch {
    return null;
  }
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return id.toLowerCase();
  if (/^[^@/\s]+@[^@/\s]+$/.test(id)) return id;
  if (/^[^@/\s]+$/.test(id) && instanceDomain) return `${id}@${instanceDomain}`;
  return null;
}
