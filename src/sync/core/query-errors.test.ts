import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from './errors';
import { ApiRequestError, retryTransient, sharedQueryOptions, unwrap } from './query-errors';

describe('unwrap and ApiRequestError', () => {
  it('returns the data of a success', () => {
    expect(unwrap({ ok: true, data: 3, status: 200 })).toBe(3);
  });

  it('throws the ApiError inside an Error whose message is the English text', () => {
    const apiError = errorFromResponse(404, { detail: 'Not found.' }, new Headers());
    let thrown: unknown;
    try {
      unwrap({ ok: false, error: apiError });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as ApiRequestError).apiError).toBe(apiError);
    expect((thrown as ApiRequestError).message).toBe('Resource not found / Not found.');
  });
});

describe('retryTransient', () => {
  const wrap = (status: number) => new ApiRequestError(errorFromResponse(status, undefined, new Headers()));

  it('retries a lost connection and a 5xx up to twice', () => {
    const offline = new ApiRequestError(networkError());
    expect(retryTransient(0, offline)).toBe(true);
    expect(retryTransient(1, wrap(503))).toBe(true);
    expect(retryTransient(2, offline)).toBe(false);
  });

  it('never retries what asking again cannot fix', () => {
    for (const status of [400, 401, 403, 404]) expect(retryTransient(0, wrap(status))).toBe(false);
    expect(retryTransient(0, new Error('bug'))).toBe(false);
  });

  it('is shared with offlineFirst network mode', () => {
    expect(sharedQueryOptions).toEqual({ networkMode: 'offlineFirst', retry: retryTransient });
  });
});
