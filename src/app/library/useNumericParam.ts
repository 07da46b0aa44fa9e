import { useParams } from 'react-router';

/** The numeric :id of a detail route, or null when it is not a positive whole number. */
export function useNumericParam(name = 'id'): number | null {
  const raw = useParams()[name];
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}
