import { useTranslation } from 'react-i18next';
import { Check, X } from '../icons';
import {
  followerStatus,
  useReceivedFollows,
  useWaitingFollowDecisions,
  type ReceivedFollow,
} from '../../sync/libraries';
import { decideLibraryFollow } from '../../sync/mutations';
import { ActorLink } from '../widgets/PersonLinks';
import { QueryState } from '../widgets/QueryState';
import '../upload/upload.css';
import { formatDate } from '../format/date';

function Row({ follow, library, waiting }: { follow: ReceivedFollow; library: string; waiting: boolean | undefined }) {
  const { t } = useTranslation();
  const status = followerStatus(follow.approved, waiting);
  const name = follow.actor?.fullUsername ?? follow.uuid;
  return (
    <tr>
      <td>{follow.actor ? <ActorLink actor={follow.actor} /> : '—'}</td>
      <td>{follow.creationDate ? formatDate(follow.creationDate) : '—'}</td>
      <td>
        <span className={`follower-status follower-status--${status}`}>{t(`libraries.followers.${status}`)}</span>
        {waiting !== undefined && <span className="muted"> · {t('libraries.followers.waiting')}</span>}
      </td>
      <td>
        {status === 'pending' && (
          <div className="followers-table__actions">
            <button
              type="button"
              className="button button--small button--primary"
              aria-label={t('libraries.followers.acceptOf', { name })}
              onClick={() => void decideLibraryFollow({ uuid: follow.uuid, library }, true)}
            >
              <Check aria-hidden size={16} />
              {t('libraries.followers.accept')}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-label={t('libraries.followers.rejectOf', { name })}
              onClick={() => void decideLibraryFollow({ uuid: follow.uuid, library }, false)}
            >
              <X aria-hidden size={16} />
              {t('libraries.followers.reject')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * The followers of one of the user's libraries (spec 02, library edit): user, date, status, and
 * Accept and Reject on pending rows. Decisions go through the outbox, so they work offline; a
 * decision not sent yet shows at once.
 */
export function FollowersTable({ library }: { library: string }) {
  const { t } = useTranslation();
  const follows = useReceivedFollows(library, { page_size: 50 });
  const waiting = useWaitingFollowDecisions();
  return (
    <section className="section" aria-labelledby="followers-title">
      <h2 id="followers-title">{t('libraries.followers.title')}</h2>
      <p className="muted">{t('libraries.followers.intro')}</p>
      <QueryState
        query={follows}
        loading={null}
        isEmpty={(page) => page.results.length === 0}
        empty={t('libraries.followers.none')}
      >
        {(page) => (
          <div className="files-table__scroll">
            <table className="files-table followers-table">
              <thead>
                <tr>
                  <th scope="col">{t('libraries.followers.user')}</th>
                  <th scope="col">{t('libraries.followers.date')}</th>
                  <th scope="col">{t('libraries.followers.status')}</th>
                  <th scope="col">{t('libraries.followers.action')}</th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((follow) => (
                  <Row key={follow.uuid} follow={follow} library={library} waiting={waiting?.get(follow.uuid)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
