// domains22: what the pod knows of other pods' domains (the `domains` table), shared by the manage
// routes of domains and policies. Federation is simulated: the one pod that "answers" node info is
// the seeded remote.example.org; any other name fails to resolve, as an unknown host does for a real pod.

import type { DB } from './db';
import { isoDate } from './ids';
import { REMOTE_DOMAIN } from './remote-seed';

/** Node info the simulated remote pod serves (nodeinfo 2.0 of a Funkwhale 1.4.0). */
function remoteNodeInfo(actors: number) {
  return {
    version: '2.0',
    software: { name: 'funkwhale', version: '1.4.0' },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: false,
    usage: { users: { total: actors, activeHalfyear: actors, activeMonth: 1 } },
    metadata: {
      actorId: `https://${REMOTE_DOMAIN}/federation/actors/service`,
      private: false,
      shortDescription: 'Field recordings and live tapes from the harbour.',
      nodeName: 'Harbour Radio',
      defaultUploadQuota: 1000,
      library: { federationEnabled: true, anonymousCanListen: false },
    },
  };
}

/** What fetching `https://{name}/.well-known/nodeinfo` gives: `{status, payload}` or `{status, error}`. */
export function fetchNodeInfo(db: DB, name: string): Record<string, unknown> {
  if (name === REMOTE_DOMAIN) return { status: 'ok', payload: remoteNodeInfo(actorsOf(db, name).length) };
  return {
    status: 'error',
    error: `HTTPSConnectionPool(host='${name}', port=443): Max retries exceeded with url: /.well-known/nodeinfo (Caused by NameResolutionError("Failed to resolve '${name}' ([Errno -2] Name or service not known)"))`,
  };
}

/**
 * Makes a row for every domain the pod holds actors or objects of (a real pod creates it when it
 * first sees one): actors come from scans, fetches and the seed, at any time.
 */
export function ensureKnownDomains(db: DB): void {
  db.prepare(
    `INSERT OR IGNORE INTO domains (name, creation_date)
     SELECT domain, ? FROM (SELECT lower(domain) AS domain FROM remote_actors UNION SELECT lower(domain) FROM remote_objects)`,
  ).run(isoDate(Date.now()));
}

/** The seeded remote domain, known for a week, its node info read an hour ago. */
export function seedDomains(db: DB, { at }: { at: (minutesAgo: number) => string }): void {
  db.prepare('INSERT INTO domains (name, creation_date, nodeinfo, nodeinfo_fetch_date) VALUES (?, ?, ?, ?)').run(
    REMOTE_DOMAIN,
    at(7 * 24 * 60),
    JSON.stringify(fetchNodeInfo(db, REMOTE_DOMAIN)),
    at(60),
  );
}

/** The users rows that stand for the domain's actors. */
export function actorsOf(db: DB, domain: string): number[] {
  return (
    db.prepare('SELECT user_id FROM remote_actors WHERE lower(domain) = ?').all(domain) as { user_id: number }[]
  ).map((row) => row.user_id);
}

/**
 * A real pod's `purge_actors`: the actors stay, what they brought goes. `only: ['media']` (a rule that
 * rejects media) removes their libraries and files and the follows of those; everything else adds
 * the follows they made or received and their notifications.
 */
export function purgeActors(db: DB, userIds: number[], only: 'media' | 'all'): void {
  if (userIds.length === 0) return;
  const ids = JSON.stringify(userIds);
  const inIds = 'IN (SELECT value FROM json_each(?))';
  db.transaction(() => {
    if (only === 'all') {
      db.prepare(`DELETE FROM library_follows WHERE user_id ${inIds}`).run(ids);
      db.prepare(`DELETE FROM user_follows WHERE user_id ${inIds} OR target_id ${inIds}`).run(ids, ids);
      db.prepare(`DELETE FROM inbox_items WHERE actor_id ${inIds}`).run(ids);
    }
    db.prepare(`DELETE FROM uploads WHERE owner_id ${inIds}`).run(ids);
    db.prepare(`DELETE FROM libraries WHERE owner_id ${inIds} AND channel_uuid IS NULL`).run(ids);
  })();
}

/** The id of the rule on a domain or on an account (a users row), or null. */
export function policyIdOf(db: DB, target: { domain: string } | { userId: number }): number | null {
  const row = (
    'domain' in target
      ? db.prepare('SELECT id FROM instance_policies WHERE target_domain = ?').get(target.domain)
      : db.prepare('SELECT id FROM instance_policies WHERE target_user_id = ?').get(target.userId)
  ) as { id: number } | undefined;
  return row?.id ?? null;
}
