import { describe, expect, it } from 'vitest';
import { editStatus, STATUS_LABELS } from '../../sync/edits';
import { en_US } from '../i18n/en_US';

/** The i18n key's text in en_US, or undefined. */
function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en_US);
}

describe('edit status labels', () => {
  it('names the four states as the issue does', () => {
    const label = (isApproved: boolean | null, isApplied: boolean) =>
      text(STATUS_LABELS[editStatus({ isApproved, isApplied })]);
    expect(label(null, false)).toBe('Pending review');
    expect(label(true, false)).toBe('Approved');
    expect(label(true, true)).toBe('Approved and applied');
    expect(label(false, false)).toBe('Rejected');
  });

  it('has the failure header and the read-only message of the spec', () => {
    expect(en_US.edits22Edits.submitFailed).toBe('Error while submitting edit');
    expect(en_US.edits22Edits.readOnly).toBe('This object is managed by another server, you cannot edit it.');
  });
});
