// The fetches concept's public face (fetch21): federation fetches of remote objects and "Refresh from
// remote".

export { createFetch, getFetch, refreshObject, type RefreshableType } from './api';
export { useFederationFetch, useMyPastFetches, type FetchDialogState } from './hooks';
export {
  fetchedObjectRoute,
  fetchErrorOf,
  fetchObjectOf,
  fetchOutcome,
  refreshStateOf,
  type Fetch,
  type FetchError,
  type FetchErrorKind,
  type FetchOutcome,
  type RefreshState,
} from './model';
export { FETCH_POLL_MAX, FETCH_POLL_MS, pollFetch, type PollResult } from './poll';
