// Issue 17: the readers of stored rows (db/session, db/oauth, db/outbox, db/player), hand-written so
// that the first screen needs no zod. Each reader checks a value as the zod schema it replaces did
// (types, literals, whole numbers, nullables, array items) and returns a copy with unknown keys
// dropped, or NO when the shape is wrong. `readRow` turns that into the `PersistedFormat.parse`
// contract (the value or null).

/** The answer of a reader whose value has the wrong shape. */
export const NO: unique symbol = Symbol('no');
export type Reader<T> = (value: unknown) => T | typeof NO;
type Shape = Record<string, Reader<unknown>>;
type Read<S extends Shape> = { [K in keyof S]: S[K] extends Reader<infer T> ? T : never };

/** A plain object (from any realm), as zod's objects and records take: not an array, not a Date. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.hasOwn(proto as object, 'isPrototypeOf');
}

const test =
  <T>(check: (value: unknown) => boolean): Reader<T> =>
  (value) =>
    check(value) ? (value as T) : NO;

export const str = test<string>((value) => typeof value === 'string');
export const nonEmpty = test<string>((value) => typeof value === 'string' && value.length > 0);
/** A safe integer, as zod's `z.int()`. */
export const int = test<number>((value) => Number.isSafeInteger(value));
/** A finite number, as zod's `z.number()` (no NaN, no Infinity). */
export const num = test<number>((value) => typeof value === 'number' && Number.isFinite(value));
export const bool = test<boolean>((value) => typeof value === 'boolean');
export const anything: Reader<unknown> = (value) => value;

/** One of the values given (a literal, or an enum). */
export function oneOf<const T extends string | number>(...values: T[]): Reader<T> {
  return test<T>((value) => values.includes(value as T));
}

/** A reader that also takes a number at or above `min`. */
export function atLeast(reader: Reader<number>, min: number): Reader<number> {
  return (value) => {
    const read = reader(value);
    return read !== NO && read >= min ? read : NO;
  };
}

export const nullable =
  <T>(reader: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : reader(value);

export const optional =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (value) =>
    value === undefined ? undefined : reader(value);

export const union =
  <A, B>(first: Reader<A>, second: Reader<B>): Reader<A | B> =>
  (value) => {
    const read = first(value);
    return read !== NO ? read : second(value);
  };

export function array<T>(reader: Reader<T>): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return NO;
    const items: T[] = [];
    for (const item of value) {
      const read = reader(item);
      if (read === NO) return NO;
      items.push(read);
    }
    return items;
  };
}

/** An object with string keys, each value read by `reader`. */
export function record<T>(reader: Reader<T>): Reader<Record<string, T>> {
  return (value) => {
    if (!isRecord(value)) return NO;
    const copy: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) {
      const read = reader(item);
      if (read === NO) return NO;
      copy[key] = read;
    }
    return copy;
  };
}

/**
 * An object with these fields; unknown keys are dropped, a missing optional field stays missing, and
 * a field read by `anything` must be there (zod's `z.unknown()` in an object).
 */
export function object<S extends Shape>(shape: S): Reader<Read<S>> {
  return (value) => {
    if (!isRecord(value)) return NO;
    const copy: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(shape)) {
      const present = key in value;
      const read = reader(value[key]);
      if (read === NO || (!present && reader === anything)) return NO;
      if (present) copy[key] = read;
    }
    return copy as Read<S>;
  };
}

/** One of several object shapes, chosen by the value of the field `key` (zod's discriminated union). */
export function variants<T>(key: string, shapes: Record<string, Reader<T>>): Reader<T> {
  return (value) => {
    const tag = isRecord(value) ? value[key] : undefined;
    const reader = typeof tag === 'string' && Object.hasOwn(shapes, tag) ? shapes[tag] : undefined;
    return reader === undefined ? NO : reader(value);
  };
}

/** The `PersistedFormat.parse` contract: the value read, or null. */
export function readRow<T>(reader: Reader<T>, value: unknown): T | null {
  const read = reader(value);
  return read === NO ? null : read;
}
