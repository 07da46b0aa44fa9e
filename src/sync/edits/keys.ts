// edits22: the query keys of the edits (the app invalidates through them only).
import type { EditFilter, EditKind } from './model';

export const editKeys = {
  all: ['edits'] as const,
  target: (kind: EditKind, id: number) => [...editKeys.all, 'target', kind, id] as const,
  lists: () => [...editKeys.all, 'list'] as const,
  list: (scope: { kind: EditKind; id: number } | null, filter: EditFilter, page: number) =>
    [...editKeys.lists(), scope?.kind ?? 'pod', scope?.id ?? 0, filter, page] as const,
  one: (uuid: string) => [...editKeys.all, 'one', uuid] as const,
  licenses: () => [...editKeys.all, 'licenses'] as const,
};
