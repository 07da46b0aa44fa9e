// Library and account follows (spec 01 section 7, ENDPOINTS §10): the writes and the `all/` list the
// mirror draws. The outbox (src/sync/outbox) is their only writer.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { actorFollowAllSchema, followCreatedSchema, libraryFollowAllSchema } from './schema';
import type { CallOptions } from '../core/params';

interface FollowAnswer {
  uuid: string;
  approved: boolean | null;
  creationDate: string | null;
}

const toNull = () => null;

export type FollowTarget = 'library' | 'user';

export async function follow(
  client: HttpClient,
  kind: FollowTarget,
  target: string,
  options: CallOptions = {},
): Promise<Result<FollowAnswer>> {
  const result = await client.post(`federation/follows/${kind}/`, {
    json: { target },
    schema: followCreatedSchema,
    ...options,
  });
  return mapResult(result, (created) => ({
    uuid: created.uuid,
    approved: created.approved ?? null,
    creationDate: created.creation_date ?? null,
  }));
}

export async function unfollow(
  client: HttpClient,
  kind: FollowTarget,
  followUuid: string,
  options: CallOptions = {},
): Promise<Result<null>> {
  return mapResult(
    await client.request('DELETE', `federation/follows/${kind}/${encodeURIComponent(followUuid)}/`, options),
    toNull,
  );
}

/** Every follow the user sent, as `{target → follow}`: the library's uuid, or the followed actor's fid. */
export async function listFollows(
  client: HttpClient,
  kind: FollowTarget,
  options: CallOptions = {},
): Promise<Result<Map<string, FollowAnswer>>> {
  if (kind === 'library') {
    const result = await client.get('federation/follows/library/all/', { schema: libraryFollowAllSchema, ...options });
    return mapResult(
      result,
      (all) =>
        new Map(
          all.results.map((item) => [
            item.library,
            { uuid: item.uuid, approved: item.approved ?? null, creationDate: null },
          ]),
        ),
    );
  }
  const result = await client.get('federation/follows/user/all/', { schema: actorFollowAllSchema, ...options });
  return mapResult(
    result,
    (all) =>
      new Map(
        all.results.map((item) => [
          item.actor,
          { uuid: item.uuid, approved: item.approved ?? null, creationDate: null },
        ]),
      ),
  );
}
