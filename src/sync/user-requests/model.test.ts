import { describe, expect, it } from 'vitest';
import { mapUserRequest, REQUEST_FILTERS, requestStatusKey } from './model';

describe('request status labels', () => {
  it('names each known status by its label key', () => {
    expect(requestStatusKey('pending')).toBe('accounts22Requests.status.pending');
    expect(requestStatusKey('approved')).toBe('accounts22Requests.status.approved');
    expect(requestStatusKey('refused')).toBe('accounts22Requests.status.refused');
  });

  it('has no key for a status the client does not know (the screen shows the pod’s word)', () => {
    expect(requestStatusKey('deferred')).toBeNull();
  });

  it('offers the filters pending first, then approved, refused, all', () => {
    expect(REQUEST_FILTERS).toEqual(['pending', 'approved', 'refused', 'all']);
  });
});

describe('mapUserRequest', () => {
  it('keeps the sign-up answers in order, texts as they are, other values as JSON', () => {
    const request = mapUserRequest({
      id: 1,
      uuid: 'u',
      type: 'signup',
      status: 'pending',
      metadata: { 'Why?': 'Music', Age: 30, Empty: null },
    });
    expect(request.answers).toEqual([
      { question: 'Why?', answer: 'Music' },
      { question: 'Age', answer: '30' },
      { question: 'Empty', answer: '' },
    ]);
    expect(request).toMatchObject({ submitter: null, assignedTo: null, handledDate: null });
  });
});
