import { createContext, useContext } from 'react';
import type { Variant } from './variant';

/** Which route table renders the screens: the classic table's root provides 'classic' (routes-classic.tsx). */
export const VariantContext = createContext<Variant>('new');

export function useVariant(): Variant {
  return useContext(VariantContext);
}
