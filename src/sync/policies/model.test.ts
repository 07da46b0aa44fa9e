import { describe, expect, it } from 'vitest';
import { EMPTY_POLICY_FORM, parsePolicyForm, policyFormComplete, policyPayload } from './model';

describe('policyPayload', () => {
  it('a create carries the target, the trimmed reason and the four choices', () => {
    expect(
      policyPayload(
        { ...EMPTY_POLICY_FORM, summary: '  spam  ', rejectMedia: true, silenceNotifications: true },
        { type: 'domain', id: ' spam.example ' },
      ),
    ).toEqual({
      target: { type: 'domain', id: 'spam.example' },
      summary: 'spam',
      is_active: true,
      block_all: false,
      silence_activity: false,
      silence_notifications: true,
      reject_media: true,
    });
  });

  it('an update leaves the target out and sends the choices as made', () => {
    const payload = policyPayload({
      summary: '',
      isActive: false,
      blockAll: true,
      silenceActivity: true,
      silenceNotifications: true,
      rejectMedia: true,
    });
    expect(payload).not.toHaveProperty('target');
    expect(payload).toMatchObject({
      is_active: false,
      block_all: true,
      silence_activity: true,
      silence_notifications: true,
      reject_media: true,
    });
  });

  it('a rule with nothing chosen is not complete', () => {
    expect(policyFormComplete(EMPTY_POLICY_FORM)).toBe(false);
    expect(policyFormComplete({ ...EMPTY_POLICY_FORM, silenceActivity: true })).toBe(true);
  });

  it('reads a kept draft back, and ignores one of another shape', () => {
    expect(parsePolicyForm({ ...EMPTY_POLICY_FORM, blockAll: true })).toEqual({ ...EMPTY_POLICY_FORM, blockAll: true });
    expect(parsePolicyForm({ summary: 'x' })).toBeNull();
    expect(parsePolicyForm('x')).toBeNull();
  });
});
