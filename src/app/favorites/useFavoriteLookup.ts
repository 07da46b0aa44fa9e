import { useMemo } from 'react';
import { useSession } from '../../db/session';
import { useFavoriteIds } from '../../sync/favorites';

/** What a list's favorite buttons need, read once for the whole list (not two live queries a row). */
export interface FavoriteLookup {
  signedIn: boolean;
  ids: ReadonlySet<number>;
}

export function useFavoriteLookup(): FavoriteLookup {
  const session = useSession();
  const ids = useFavoriteIds();
  const signedIn = Boolean(session?.profile);
  return useMemo(() => ({ signedIn, ids }), [signedIn, ids]);
}
