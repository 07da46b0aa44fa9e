// accounts22: what the sign-up requests screens read.

import { mapManageActor, type ManageActor } from '../accounts';
import { orNull } from '../core/model';
import type { ApiUserRequest } from './schema';

export const REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** The list's filter, in the order the screen offers it: pending first, then approved, refused, all. */
export const REQUEST_FILTERS = [...REQUEST_STATUSES, 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

export interface UserRequest {
  id: number;
  uuid: string;
  creationDate: string | null;
  /** The resolution date. */
  handledDate: string | null;
  type: string;
  /** A status this client does not know is shown as the pod's own word. */
  status: RequestStatus | string;
  assignedTo: ManageActor | null;
  submitter: ManageActor | null;
  /** The answers to the sign-up form's custom fields, in the pod's order. */
  answers: { question: string; answer: string }[];
}

const answerText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export function mapUserRequest(request: ApiUserRequest): UserRequest {
  return {
    id: request.id,
    uuid: request.uuid,
    creationDate: orNull(request.creation_date),
    handledDate: orNull(request.handled_date),
    type: request.type,
    status: request.status,
    assignedTo: request.assigned_to ? mapManageActor(request.assigned_to) : null,
    submitter: request.submitter ? mapManageActor(request.submitter) : null,
    answers: Object.entries(request.metadata ?? {}).map(([question, value]) => ({
      question,
      answer: answerText(value),
    })),
  };
}

export function isRequestStatus(status: string): status is RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(status);
}

/** The i18n key of a status label ('Pending', 'Approved', 'Refused'), or null for a status the pod made up. */
export function requestStatusKey(status: string): `accounts22Requests.status.${RequestStatus}` | null {
  return isRequestStatus(status) ? `accounts22Requests.status.${status}` : null;
}
