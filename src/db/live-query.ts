// A live query of some keys (an id, a kind, a scope). dexie-react-hooks keeps its last answer when the
// deps change until the new query answers, so a row recycled for another track, or a screen opened on
// another id, would show the previous key's answer for a moment (a heart filled for the wrong track).
// Here an answer counts only for the keys it was read for: until then, undefined ("loading").

import { useLiveQuery } from 'dexie-react-hooks';

interface Keyed<T> {
  keys: readonly unknown[];
  value: T;
}

/** The answer's value when it was read for exactly these keys, else undefined. */
export function answerFor<T>(answer: Keyed<T> | undefined, keys: readonly unknown[]): T | undefined {
  if (answer === undefined || answer.keys.length !== keys.length) return undefined;
  return answer.keys.every((key, at) => Object.is(key, keys[at])) ? answer.value : undefined;
}

/** useLiveQuery(query, keys), but never the answer of other keys. Keys are compared with Object.is. */
export function useKeyedLiveQuery<T>(query: () => Promise<T> | T, keys: readonly unknown[]): T | undefined {
  const answer = useLiveQuery(async (): Promise<Keyed<T>> => ({ keys, value: await query() }), [...keys]);
  return answerFor(answer, keys);
}
