// accounts22: the sign-up requests concept's public face (the moderation requests list and page).

export { REQUESTS_PAGE_SIZE } from './api';
export {
  isRequestStatus,
  REQUEST_FILTERS,
  requestStatusKey,
  type RequestFilter,
  type RequestStatus,
  type UserRequest,
} from './model';
export { useDecideUserRequest, userRequestKeys, useUserRequest, useUserRequests } from './queries';
