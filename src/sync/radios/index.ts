// The radios concept's public face: what src/app, the player and the other concepts may use.

export { createRadioSession, nextRadioTrack } from './api';
export { radioListQuery, useCustomRadios } from './queries';
export type { CustomRadio } from './list-api';
// radio20: custom radios, one radio, the builder.
export {
  type Autocomplete,
  filterDraft,
  type FilterValue,
  radioConfig,
  type RadioFilterDraft,
  type RadioFilterKind,
} from './config';
export type { CustomRadioDetail, FilterCandidates, RadioInput } from './custom-api';
export {
  radioKeys,
  useCustomRadio,
  useCustomRadioTracks,
  useFilterCandidates,
  useFilterValueLookUp,
  useRadioFilterKinds,
} from './queries';
export type { ApiRadioFilter as RadioFilterConfig } from './schema';
export { useCreateRadio, useDeleteRadio, useUpdateRadio } from './writes';
