// library23: the `action/` endpoints of the manage area as a real pod's ActionSerializer answers
// them: `{action, objects: [keys] | "all", filters?}`; only `delete` here, which refuses "all";
// `{updated, action, result}` with Django's delete count (`[n, {"model": n}]`).

import type { FastifyRequest } from 'fastify';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';

interface ActionSpec {
  isKey(value: unknown): boolean;
  /** The keys among these that name objects of the list. */
  existing(keys: unknown[]): unknown[];
  remove(keys: unknown[]): void;
  /** The model name of Django's delete count (`music.Upload`). */
  model: string;
}

export function runAction(request: FastifyRequest, spec: ActionSpec) {
  const { action, objects } = bodyFields(request);
  const errors: Record<string, string[]> = {};
  if (action === undefined || action === null || action === '') errors.action = ['This field is required.'];
  else if (action !== 'delete') errors.action = [`${String(action)} is not a valid action. Pick one of delete.`];
  if (objects === undefined || objects === null) errors.objects = ['This field is required.'];
  else if (objects !== 'all' && (!Array.isArray(objects) || !objects.every((key) => spec.isKey(key))))
    errors.objects = [
      `${JSON.stringify(objects)} is not a valid value for objects. You must provide either a list of identifiers or the string "all".`,
    ];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  if (objects === 'all') throw fieldErrors({ non_field_errors: ['You cannot apply this action on all objects'] });
  const keys = spec.existing(objects as unknown[]);
  if (keys.length === 0) throw fieldErrors({ non_field_errors: ['No object matching your request'] });
  spec.remove(keys);
  return { updated: keys.length, action: 'delete', result: [keys.length, { [spec.model]: keys.length }] };
}
