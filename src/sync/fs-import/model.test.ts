import { describe, expect, it } from 'vitest';
import { breadcrumb, childPath, isImportRunning, mapFsImport, newImportReference } from './model';

describe('server import model', () => {
  it('builds paths and the breadcrumb relative to the import root', () => {
    expect(childPath('', 'Albums')).toBe('Albums');
    expect(childPath('Albums/', 'One')).toBe('Albums/One');
    expect(breadcrumb('')).toEqual([]);
    expect(breadcrumb('Albums/One')).toEqual([
      { name: 'Albums', path: 'Albums' },
      { name: 'One', path: 'Albums/One' },
    ]);
  });

  it('reads the pod answer: entries with their paths, a run with its logs, running only while pending or started', () => {
    const state = mapFsImport({
      root: '/music',
      path: 'Albums',
      import: { status: 'started', reference: 'ref', logs: null },
      content: [{ name: 'One', dir: true }],
    });
    expect(state.entries).toEqual([{ name: 'One', dir: true, path: 'Albums/One' }]);
    expect(state.run).toEqual({ status: 'started', reference: 'ref', logs: [], running: true, stopping: false });
    expect(['pending', 'started', 'finished', 'canceled'].map(isImportRunning)).toEqual([true, true, false, false]);
  });

  it('makes a reference from the time of the launch', () => {
    expect(newImportReference(new Date(2026, 4, 1, 9, 5, 7))).toBe('server-import-2026-05-01-090507');
  });
});
