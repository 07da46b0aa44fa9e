import { describe, expect, it } from 'vitest';
import {
  canApply,
  canDelete,
  canReview,
  diffRows,
  diffWords,
  editPayload,
  editStatus,
  fieldProblem,
  type EditValues,
} from './model';

describe('editPayload: only the changed fields, as the pod takes them', () => {
  const track: EditValues = {
    title: 'Sea Glass',
    position: '2',
    copyright: '',
    license: 'cc-by-4.0',
    tags: ['Ambient'],
    description: '',
    cover: '',
  };

  it('is empty when nothing changed', () => {
    expect(editPayload('track', track, { ...track })).toEqual({});
  });

  it('sends the changed fields only, typed', () => {
    expect(
      editPayload('track', track, {
        ...track,
        title: ' Sea Glass II ',
        position: '7',
        copyright: 'Shoal',
        tags: ['Ambient', 'Calm'],
        description: 'Liner notes',
      }),
    ).toEqual({
      title: 'Sea Glass II',
      position: 7,
      copyright: 'Shoal',
      tags: ['Ambient', 'Calm'],
      description: { content_type: 'text/markdown', text: 'Liner notes' },
    });
  });

  it('sends emptied fields as null (an empty description too) and an emptied tag list as []', () => {
    const album: EditValues = { title: 'A', release_date: '2020-01-02', tags: ['x'], description: 'Text', cover: 'u' };
    expect(editPayload('album', album, { ...album, release_date: '', tags: [], description: ' ', cover: '' })).toEqual({
      release_date: null,
      tags: [],
      description: null,
      cover: null,
    });
  });

  it('ignores fields of other kinds', () => {
    expect(editPayload('artist', { name: 'A' }, { name: 'B', title: 'C' })).toEqual({ name: 'B' });
  });

  it('checks what the pod would refuse', () => {
    expect(fieldProblem('title', '  ')).toBe('edits22Edits.problems.required');
    expect(fieldProblem('position', 'first')).toBe('edits22Edits.problems.position');
    expect(fieldProblem('release_date', '2020-1-2')).toBe('edits22Edits.problems.date');
    expect(fieldProblem('release_date', '')).toBeNull();
  });
});

describe('who may apply, approve and delete', () => {
  const librarian = { fullUsername: 'admin@pod', permissions: { library: true } };
  const listener = { fullUsername: 'demo@pod', permissions: { library: false } };
  const local = { isLocal: true, attributedTo: null };
  const demosOwn = { isLocal: true, attributedTo: 'demo@pod' };
  const remote = { isLocal: false, attributedTo: 'demo@pod' };
  const pending = { isApplied: false, createdBy: null };
  const byDemo = { isApplied: false, createdBy: { fullUsername: 'demo@pod' } as never };

  it('applies at once with the library flag or on an object attributed to the user; never on another pod', () => {
    expect(canApply(librarian, local)).toBe(true);
    expect(canApply(listener, local)).toBe(false);
    expect(canApply(listener, demosOwn)).toBe(true);
    expect(canApply(librarian, remote)).toBe(false);
    expect(canApply(null, local)).toBe(false);
  });

  it('approves and rejects only what is not applied yet', () => {
    expect(canReview(librarian, local, { isApplied: false })).toBe(true);
    expect(canReview(librarian, local, { isApplied: true })).toBe(false);
    expect(canReview(listener, local, { isApplied: false })).toBe(false);
  });

  it('deletes for the author or an approver, while not applied', () => {
    expect(canDelete(listener, local, byDemo)).toBe(true);
    expect(canDelete(listener, local, pending)).toBe(false);
    expect(canDelete(librarian, local, pending)).toBe(true);
    expect(canDelete(listener, local, { ...byDemo, isApplied: true })).toBe(false);
    expect(canDelete(null, local, byDemo)).toBe(false);
  });
});

describe('the diff', () => {
  it('marks the removed and added words', () => {
    expect(diffWords('Rain on the Pier', 'Rain on the Old Pier')).toEqual({
      old: [{ text: 'Rain on the Pier', change: 'same' }],
      new: [
        { text: 'Rain on the ', change: 'same' },
        { text: 'Old ', change: 'added' },
        { text: 'Pier', change: 'same' },
      ],
    });
    const swap = diffWords('a b c', 'a x c');
    expect(swap.old.filter((part) => part.change === 'removed').map((part) => part.text)).toEqual(['b']);
    expect(swap.new.filter((part) => part.change === 'added').map((part) => part.text)).toEqual(['x']);
  });

  it('takes old values from previous_state once applied, else from the object', () => {
    const edit = { payload: { title: 'New', tags: ['a', 'b'] }, previousState: null, isApplied: false };
    expect(
      diffRows(edit, { title: 'Now', tags: ['a'] }).map(({ field, old, new: value }) => [field, old, value]),
    ).toEqual([
      ['title', 'Now', 'New'],
      ['tags', 'a', 'a, b'],
    ]);
    const applied = { ...edit, isApplied: true, previousState: { title: { value: 'Before' }, tags: { value: [] } } };
    expect(diffRows(applied, { title: 'New', tags: ['a', 'b'] }).map((row) => row.old)).toEqual(['Before', '']);
  });
});

describe('status', () => {
  it('is pending, approved, applied or rejected', () => {
    expect(editStatus({ isApproved: null, isApplied: false })).toBe('pending');
    expect(editStatus({ isApproved: true, isApplied: false })).toBe('approved');
    expect(editStatus({ isApproved: true, isApplied: true })).toBe('applied');
    expect(editStatus({ isApproved: false, isApplied: false })).toBe('rejected');
  });
});
