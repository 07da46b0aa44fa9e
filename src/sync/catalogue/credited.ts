import { z } from '../../zod';
import { artistCreditSchema, simpleArtistSchema } from './artist-schema';

/**
 * Tracks and albums name their artists in one of two generations: 1.x pods send `artist` (one
 * object), 2.x pods send `artist_credit` (a list). Either, or both, is accepted; neither is not.
 */
export const creditFields = {
  artist: z.nullish(simpleArtistSchema),
  artist_credit: z.nullish(z.array(artistCreditSchema)),
};

type Credited = { artist?: unknown; artist_credit?: unknown };

export function requireCredit<T extends z.ZodMiniType<Credited>>(schema: T): T {
  return schema.check(
    z.refine<Credited>((value) => (value.artist ?? value.artist_credit) != null, {
      message: 'artist or artist_credit is required',
      path: ['artist_credit'],
    }),
  );
}
