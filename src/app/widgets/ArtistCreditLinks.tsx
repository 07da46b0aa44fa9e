import { Fragment } from 'react';
import { Link } from 'react-router';
import type { ArtistCredit } from '../../sync/catalogue';

/** "A feat. B", each credited artist a link to its page. */
export function ArtistCreditLinks({ credit, links = true }: { credit: readonly ArtistCredit[]; links?: boolean }) {
  return (
    <>
      {credit.map((entry, index) => (
        <Fragment key={`${entry.artist.id}-${index}`}>
          {links ? <Link to={`/library/artists/${entry.artist.id}`}>{entry.credit}</Link> : entry.credit}
          {entry.joinphrase}
        </Fragment>
      ))}
    </>
  );
}
