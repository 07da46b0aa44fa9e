// oauthpod24: the applications concept's public face (/authorize, settings/applications/*, settings).

export type { AuthorizeRequest } from './api';
export { applicationBody, OOB_REDIRECT_URI, type Application, type ApplicationDraft } from './model';
export {
  applicationKeys,
  useApplication,
  useAuthorizeApplication,
  useCreateApplication,
  useDeleteApplication,
  useGrants,
  useOwnApplications,
  useRefreshApplicationToken,
  useRevokeGrant,
  useUpdateApplication,
} from './queries';
export {
  APP_SCOPES,
  choiceToScopes,
  describeScopes,
  emptyScopeChoice,
  scopesToChoice,
  type AppScope,
  type ScopeChoice,
} from './scopes';
