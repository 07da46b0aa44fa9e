import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { autocompleteQuery, filterDraft, radioConfig, type RadioFilterDraft, type RadioFilterKind } from './config';
import {
  createCustomRadio,
  deleteCustomRadio,
  getCustomRadio,
  listCustomRadioTracks,
  listRadioFilterKinds,
  lookUpFilterValues,
  updateCustomRadio,
  validateRadioFilters,
} from './custom-api';

async function ok<T>(promise: Promise<{ ok: true; data: T } | { ok: false; error: unknown }>): Promise<T> {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.data;
}

describe('radio filter configs against the demo pod', () => {
  let running: RunningPod;
  let http: HttpClient;
  let kinds: RadioFilterKind[];

  beforeAll(async () => {
    running = await startDemoPod({ mode: '1.4' });
    http = await signedInClient(running, 'demo', 'demo');
    kinds = await ok(listRadioFilterKinds(http));
  });
  afterAll(async () => running?.stop());

  const kind = (type: string) => kinds.find((item) => item.type === type)!;

  it('reads the filter kinds with their value field and look-up', () => {
    expect(kinds.map((item) => [item.type, item.field, item.numeric])).toEqual([
      ['artist', 'ids', true],
      ['tag', 'names', false],
    ]);
    expect(kind('artist').autocomplete).toEqual({
      path: '/api/v1/search',
      queryTemplate: 'q={query}',
      listKey: 'artists',
      nameField: 'name',
      valueField: 'id',
    });
    expect(autocompleteQuery(kind('tag').autocomplete!, 'pia no')).toEqual({ q: 'pia no' });
  });

  it('looks values up as each kind describes, builds the config from the form and reads it back', async () => {
    const artists = await ok(lookUpFilterValues(http, kind('artist').autocomplete!, 'pixel'));
    expect(artists).toEqual([{ value: 2, label: 'Pixel Reef' }]);
    const tags = await ok(lookUpFilterValues(http, kind('tag').autocomplete!, 'pian'));
    expect(tags).toEqual([{ value: 'Piano', label: 'Piano' }]);

    const drafts: RadioFilterDraft[] = [
      { type: 'tag', not: false, values: tags },
      { type: 'artist', not: true, values: artists },
      // a filter still without a value is left out of the config
      { type: 'artist', not: false, values: [] },
    ];
    const config = radioConfig(drafts, kinds);
    expect(config).toEqual([
      { type: 'tag', not: false, names: ['Piano'] },
      { type: 'artist', not: true, ids: [2] },
    ]);

    const candidates = await ok(validateRadioFilters(http, config));
    expect(candidates.map((item) => item.count)).toEqual([7, expect.any(Number)]);
    expect(candidates[0]!.sample.map((track) => track.title)).toContain('Harbour Lights');
    expect(candidates[1]!.sample.every((track) => track.artistCredit[0]?.artist.name !== 'Pixel Reef')).toBe(true);

    const made = await ok(
      createCustomRadio(http, { name: 'Keys, no chips', description: '', is_public: false, config }),
    );
    const read = await ok(getCustomRadio(http, made.id));
    expect(read.owner?.username).toBe('demo');
    expect(read.config.map((filter) => filterDraft(filter, kinds))).toEqual(drafts.slice(0, 2));
    const tracks = await ok(listCustomRadioTracks(http, made.id, { page: 1, page_size: 2 }));
    expect(tracks.count).toBe(6);
    expect(tracks.results).toHaveLength(2);

    const edited = radioConfig([{ ...drafts[0]!, not: true }], kinds);
    const updated = await ok(
      updateCustomRadio(http, made.id, { name: 'No keys', description: 'edited', is_public: true, config: edited }),
    );
    expect(updated).toMatchObject({ name: 'No keys', description: 'edited', isPublic: true });
    expect(updated.config.map((filter) => filterDraft(filter, kinds))).toEqual([{ ...drafts[0], not: true }]);

    expect((await deleteCustomRadio(http, made.id)).ok).toBe(true);
    const gone = await getCustomRadio(http, made.id);
    expect(!gone.ok && gone.error.kind).toBe('not-found');
  });

  it('a refused filter comes back with the pod’s error and no count', async () => {
    const [unknown] = await ok(validateRadioFilters(http, [{ type: 'artist', not: false, ids: [999] }]));
    expect(unknown).toEqual({ errors: ['No artist matching ids "{999}"'], count: null, sample: [] });
  });
});
