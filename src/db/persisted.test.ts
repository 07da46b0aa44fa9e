import { describe, expect, it, vi } from 'vitest';
import { loadPersisted, type PersistedFormat } from './persisted';

interface Volume {
  version: 2;
  level: number;
}

const parse = (value: unknown): Volume | null => {
  const row = value as Partial<Volume>;
  return typeof row.level === 'number' && row.level >= 0 && row.level <= 1 ? { version: 2, level: row.level } : null;
};

function setup(migrate?: PersistedFormat<Volume>['migrate']) {
  const log = { warn: vi.fn(), info: vi.fn() };
  const format: PersistedFormat<Volume> = { name: 'volume', version: 2, parse, migrate };
  return { log, load: (raw: unknown) => loadPersisted(raw, format, log) };
}

describe('loadPersisted', () => {
  it('returns a valid row of the current version, silently', () => {
    const { log, load } = setup();
    expect(load({ version: 2, level: 0.7 })).toEqual({ version: 2, level: 0.7 });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });

  it('returns null for a missing row, silently', () => {
    const { log, load } = setup();
    expect(load(undefined)).toBeNull();
    expect(load(null)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('discards a corrupt row with a warning: wrong shape, not an object, bad version, a parse that throws', () => {
    const { log, load } = setup();
    expect(load({ version: 2, level: 'loud' })).toBeNull();
    expect(load('{"version":2')).toBeNull();
    expect(load([1, 2])).toBeNull();
    expect(load({ version: 'two', level: 0.5 })).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.warn.mock.calls[0]?.[0]).toBe('Stored volume is corrupt; discarded');
    expect(log.warn.mock.calls[3]?.[0]).toBe('Stored volume has an unreadable version; discarded');
    const throwing = loadPersisted(
      { version: 1 },
      {
        name: 'x',
        version: 1,
        parse: () => {
          throw new Error('boom');
        },
      },
      log,
    );
    expect(throwing).toBeNull();
  });

  it('discards an older row with a warning when nothing migrates it (a missing version is 0)', () => {
    const { log, load } = setup();
    expect(load({ version: 1, level: 0.5 })).toBeNull();
    expect(load({ level: 0.5 })).toBeNull();
    expect(log.warn.mock.calls.map((call) => call[0])).toEqual([
      'Stored volume is of an older version (1 < 2); discarded',
      'Stored volume is of an older version (0 < 2); discarded',
    ]);
  });

  it('migrates an older row when it can, and says so', () => {
    const { log, load } = setup((row, from) => (from === 1 ? { ...row, level: Number(row.percent) / 100 } : null));
    expect(load({ version: 1, percent: 70 })).toEqual({ version: 2, level: 0.7 });
    expect(log.info).toHaveBeenCalledWith('Stored volume migrated from version 1 to 2');
    expect(load({ version: 0, percent: 70 })).toBeNull();
    expect(load({ version: 1, percent: 'x' })).toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('discards a row of a newer version rather than guess', () => {
    const { log, load } = setup();
    expect(load({ version: 3, level: 0.5 })).toBeNull();
    expect(log.warn).toHaveBeenCalledWith('Stored volume was written by a newer version (3 > 2); discarded');
  });
});
