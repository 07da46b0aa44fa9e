import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFormDraft, readFormDraft, saveFormDraft } from './form-drafts';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`form-drafts-test-${n++}`));
});

describe('form drafts', () => {
  it('keeps a form’s input per user until it is cleared', async () => {
    await saveFormDraft('demo@pod http://pod/', 'edit album 12', { title: 'Fixed' });
    await saveFormDraft('admin@pod http://pod/', 'edit album 12', { title: 'Other' });
    expect(await readFormDraft('demo@pod http://pod/', 'edit album 12')).toEqual({ title: 'Fixed' });
    expect(await readFormDraft('demo@pod http://pod/', 'edit album 13')).toBeUndefined();

    await saveFormDraft('demo@pod http://pod/', 'edit album 12', { title: 'Fixed again' });
    expect(await readFormDraft('demo@pod http://pod/', 'edit album 12')).toEqual({ title: 'Fixed again' });

    await clearFormDraft('demo@pod http://pod/', 'edit album 12');
    expect(await readFormDraft('demo@pod http://pod/', 'edit album 12')).toBeUndefined();
    expect(await readFormDraft('admin@pod http://pod/', 'edit album 12')).toEqual({ title: 'Other' });
  });
});
