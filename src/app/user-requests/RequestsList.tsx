import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REQUEST_FILTERS, REQUESTS_PAGE_SIZE, useUserRequests, type RequestFilter } from '../../sync/user-requests';
import { SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { RequestStatus } from './RequestStatus';
import '../moderation/moderation-tables.css';

const pageOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1);
const filterOf = (text: string | null): RequestFilter =>
  (REQUEST_FILTERS as readonly string[]).includes(text ?? '') ? (text as RequestFilter) : 'pending';

/** `manage/moderation/requests`: sign-up requests, 25 a page, pending first (spec 02 sections 2 and 9). */
export function RequestsList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const status = filterOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const requests = useUserRequests(status, page);
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">{t('accounts22Requests.listTitle')}</h2>
      <nav className="mod-filters" aria-label={t('accounts22Requests.filter')}>
        {REQUEST_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={filter === 'pending' ? '?' : `?status=${filter}`}
            aria-current={filter === status ? 'true' : undefined}
          >
            {t(`accounts22Requests.filters.${filter}`)}
          </Link>
        ))}
      </nav>
      <QueryState
        query={requests}
        loading={<SkeletonRows count={5} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('accounts22Requests.empty')}
      >
        {(data) => (
          <>
            <div className="mod-table-scroll">
              <table className="mod-table">
                <thead>
                  <tr>
                    <th scope="col">{t('accounts22Requests.columns.account')}</th>
                    <th scope="col">{t('accounts22Requests.columns.date')}</th>
                    <th scope="col">{t('accounts22Requests.columns.status')}</th>
                    <th scope="col">{t('accounts22Requests.columns.assigned')}</th>
                    <th scope="col">{t('accounts22Requests.columns.resolved')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((request) => (
                    <tr key={request.uuid}>
                      <td>
                        <Link to={`/manage/moderation/requests/${request.uuid}`}>
                          {request.submitter?.fullUsername ?? request.uuid}
                        </Link>
                      </td>
                      <td>{request.creationDate && <RelativeTime date={request.creationDate} />}</td>
                      <td>
                        <RequestStatus status={request.status} />
                      </td>
                      <td>{request.assignedTo?.preferredUsername ?? t('accounts22Requests.nobody')}</td>
                      <td>{request.handledDate ? <RelativeTime date={request.handledDate} /> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={REQUESTS_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
    </section>
  );
}
