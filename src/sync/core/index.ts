// The core concept's public face: what src/app, the player and the other concepts may use.

export { HttpClientProvider } from './client-context';
export {
  type ApiError,
  type ApiErrorKind,
  errorMessages,
  networkError,
  UI_MESSAGE_DISPLAY_MS,
  UI_MESSAGE_MAX,
  uiMessageColor,
  type UiText,
} from './errors';
export { emitSyncEvent, onSyncEvent, type SyncEvent } from './events';
export { HttpClient } from './http';
export {
  type Actor,
  type Attachment,
  type AttachmentSize,
  attachmentUrl,
  type ContentCategory,
  mapPage,
  type Page,
  type SimpleUser,
} from './model';
export type { CallOptions } from './params';
export { ApiRequestError } from './query-errors';
