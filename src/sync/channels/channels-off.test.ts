import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse } from '../core/errors';
import { channelsEnabledSetting, channelsOff, isChannelsOffAnswer, noteChannelsAnswer } from './channels-off';

afterEach(() => noteChannelsAnswer(false));

describe('channels-off detection', () => {
  it('takes a 405 with an empty body for channels off, and nothing else', () => {
    const headers = new Headers();
    expect(isChannelsOffAnswer(errorFromResponse(405, undefined, headers))).toBe(true);
    expect(isChannelsOffAnswer(errorFromResponse(405, '', headers))).toBe(true);
    // A 405 with a reason is a method the view lacks (DRF's JSON), not channels turned off.
    expect(isChannelsOffAnswer(errorFromResponse(405, { detail: 'Method "PUT" not allowed.' }, headers))).toBe(false);
    expect(isChannelsOffAnswer(errorFromResponse(404, undefined, headers))).toBe(false);
    expect(isChannelsOffAnswer(errorFromResponse(400, '', headers))).toBe(false);
  });

  it('reads audio.channels_enabled from the instance settings, null when absent or odd', () => {
    expect(channelsEnabledSetting({ 'audio.channels_enabled': false })).toBe(false);
    expect(channelsEnabledSetting({ 'audio.channels_enabled': true })).toBe(true);
    expect(channelsEnabledSetting({ 'audio.channels_enabled': 'no' })).toBeNull();
    expect(channelsEnabledSetting({})).toBeNull();
    expect(channelsEnabledSetting(undefined)).toBeNull();
  });

  it('is off when either the setting or an answer says so', () => {
    expect(channelsOff(false, false)).toBe(true);
    expect(channelsOff(true, true)).toBe(true);
    expect(channelsOff(null, true)).toBe(true);
    expect(channelsOff(true, false)).toBe(false);
    expect(channelsOff(null, false)).toBe(false);
  });
});
