// Custom radios, one radio and its writes (ENDPOINTS §8): detail, create, update, delete, the filter
// kinds, each filter's candidates (`validate/`), the radio's tracks, and the look-ups the filter
// kinds describe. They need the pod (no outbox): a screen disables the writes offline.

import { z } from '../../zod';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page, type SimpleUser } from '../core';
import { mapSimpleUser } from '../core/model';
import { paginated } from '../core/schema';
import type { CallOptions, PageParams } from '../core/params';
import { toQuery } from '../core/params';
import { mapTrack, trackSchema, type Track } from '../catalogue';
import {
  autocompleteAnswerSchema,
  customRadioDetailSchema,
  radioFilterKindSchema,
  radioValidationSchema,
  type ApiCustomRadioDetail,
  type ApiRadioFilter,
} from './schema';
import {
  autocompleteQuery,
  autocompleteValues,
  mapFilterKind,
  type Autocomplete,
  type FilterValue,
  type RadioFilterKind,
} from './config';

export interface CustomRadioDetail {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  owner: SimpleUser | null;
  creationDate: string | null;
  config: ApiRadioFilter[];
}

export interface RadioInput {
  name: string;
  description: string;
  is_public: boolean;
  config: ApiRadioFilter[];
}

/** Per filter: the pod's errors, or how many tracks it selects and a few of them. */
export interface FilterCandidates {
  errors: string[];
  count: number | null;
  sample: Track[];
}

function mapRadio(radio: ApiCustomRadioDetail): CustomRadioDetail {
  return {
    id: radio.id,
    name: radio.name,
    description: radio.description ?? '',
    isPublic: radio.is_public ?? false,
    owner: mapSimpleUser(radio.user),
    creationDate: radio.creation_date ?? null,
    config: radio.config,
  };
}

const radioPath = (id: number) => `radios/radios/${id}/`;

export async function getCustomRadio(
  client: HttpClient,
  id: number,
  options: CallOptions = {},
): Promise<Result<CustomRadioDetail>> {
  return mapResult(await client.get(radioPath(id), { schema: customRadioDetailSchema, ...options }), mapRadio);
}

export async function createCustomRadio(client: HttpClient, input: RadioInput): Promise<Result<CustomRadioDetail>> {
  return mapResult(await client.post('radios/radios/', { json: input, schema: customRadioDetailSchema }), mapRadio);
}

/** `PUT`: the builder always sends the whole radio. */
export async function updateCustomRadio(
  client: HttpClient,
  id: number,
  input: RadioInput,
): Promise<Result<CustomRadioDetail>> {
  return mapResult(
    await client.request('PUT', radioPath(id), { json: input, schema: customRadioDetailSchema }),
    mapRadio,
  );
}

export async function deleteCustomRadio(client: HttpClient, id: number): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', radioPath(id)), () => null);
}

export async function listRadioFilterKinds(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<RadioFilterKind[]>> {
  const result = await client.get('radios/radios/filters/', { schema: z.array(radioFilterKindSchema), ...options });
  return mapResult(result, (kinds) => kinds.flatMap((kind) => mapFilterKind(kind) ?? []));
}

/** `POST radios/radios/validate/` {filters}: each filter tested on its own. */
export async function validateRadioFilters(
  client: HttpClient,
  filters: ApiRadioFilter[],
  options: CallOptions = {},
): Promise<Result<FilterCandidates[]>> {
  const result = await client.post('radios/radios/validate/', {
    json: { filters },
    schema: radioValidationSchema(trackSchema),
    ...options,
  });
  return mapResult(result, (answer) =>
    answer.filters.map((filter) => ({
      errors: filter.errors,
      count: filter.candidates.count,
      sample: (filter.candidates.sample ?? []).map(mapTrack),
    })),
  );
}

const trackPageSchema = paginated(trackSchema);

export async function listCustomRadioTracks(
  client: HttpClient,
  id: number,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Track>>> {
  const result = await client.get(`${radioPath(id)}tracks/`, {
    query: toQuery(params),
    schema: trackPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapTrack));
}

/** The values a filter kind's look-up offers for `text` (its path is the pod's, from `filters/`). */
export async function lookUpFilterValues(
  client: HttpClient,
  autocomplete: Autocomplete,
  text: string,
  options: CallOptions = {},
): Promise<Result<FilterValue[]>> {
  const result = await client.get(autocomplete.path, {
    query: autocompleteQuery(autocomplete, text),
    schema: autocompleteAnswerSchema,
    ...options,
  });
  return mapResult(result, (answer) => autocompleteValues(autocomplete, answer));
}
