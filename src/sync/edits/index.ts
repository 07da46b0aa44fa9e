// The edits concept's public face (edits22): catalogue edits and suggestions under review.

export { type License } from './api';
export { editKeys } from './keys';
export {
  canApply,
  canDelete,
  canReview,
  changedFields,
  diffRows,
  type DiffPart,
  type DiffRow,
  displayValue,
  type Edit,
  EDIT_FIELDS,
  EDIT_FILTERS,
  type EditField,
  type EditFilter,
  type EditKind,
  editPayload,
  EDITS_PAGE_SIZE,
  editStatus,
  type EditStatus,
  type EditTarget,
  type EditValues,
  fieldProblem,
  STATUS_LABELS,
} from './model';
export { type EditCommandResult, useEdit, useEditCommands, useEdits, useEditTarget, useLicenses } from './queries';
