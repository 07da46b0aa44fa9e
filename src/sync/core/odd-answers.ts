// A pod that answers a read with something Shoal cannot read (a 200 of HTML, cut JSON, a wrong
// shape) where a copy on the device stands in: the favorites' mirror, the instance settings of
// the query cache. The copy is shown (nothing is lost), and the user is told once per page load,
// quietly (an information, not an error): otherwise a pod stuck on a broken answer looks like a
// device that stopped syncing (issue 15).

import { emitSyncEvent } from './events';
import type { ApiError } from './errors';

type OddAnswerSource = 'favorites' | 'instanceSettings';

const told = new Set<OddAnswerSource>();

/** Says once that `source` came back unreadable; other failures (offline, 5xx) are not this notice's. True when told now. */
export function noticeOddAnswer(source: OddAnswerSource, error: ApiError): boolean {
  if (error.kind !== 'invalid-response' || told.has(source)) return false;
  told.add(source);
  emitSyncEvent({
    type: 'message',
    text: { key: `sync.oddAnswer.${source}` },
    error: false,
    key: `odd-answer:${source}`,
  });
  return true;
}

/** Forgets what was told (tests; a new page load starts afresh anyway). */
export function resetOddAnswers(): void {
  told.clear();
}
