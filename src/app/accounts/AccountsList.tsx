import { useTranslation } from 'react-i18next';
import { useListParams } from '../widgets/useListParams';
import { SearchField } from '../widgets/SearchField';
import { Link } from 'react-router';
import { ACCOUNTS_PAGE_SIZE, useAccounts, type AccountScope } from '../../sync/accounts';
import { SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import '../moderation/moderation-tables.css';

const SCOPES: readonly AccountScope[] = ['all', 'local', 'federated'];
const pageOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1);
const scopeOf = (text: string | null): AccountScope =>
  SCOPES.includes(text as AccountScope) ? (text as AccountScope) : 'all';

export const accountPath = (fullUsername: string) => `/manage/moderation/accounts/${encodeURIComponent(fullUsername)}`;

/** `manage/moderation/accounts`: every account the pod knows, filtered local or federated. */
export function AccountsList() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const scope = scopeOf(params.get('scope'));
  const page = pageOf(params.get('page'));
  const q = params.get('q') ?? '';
  const accounts = useAccounts(scope, q.trim(), page);
  // The scope links keep the search; a new search starts at its first page.
  const withScope = (one: AccountScope) => {
    const next = new URLSearchParams();
    if (one !== 'all') next.set('scope', one);
    if (q) next.set('q', q);
    return `?${next.toString()}`;
  };
  const search = (text: string) => setParam('q', text);
  return (
    <section aria-labelledby="accounts-title">
      <h2 id="accounts-title">{t('accounts22Accounts.listTitle')}</h2>
      <nav className="mod-filters" aria-label={t('accounts22Accounts.filter')}>
        {SCOPES.map((one) => (
          <Link key={one} to={withScope(one)} aria-current={one === scope ? 'true' : undefined}>
            {t(`accounts22Accounts.filters.${one}`)}
          </Link>
        ))}
      </nav>
      <form className="mod-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label={t('accounts22Accounts.search')}
          value={q}
          placeholder={t('accounts22Accounts.searchPlaceholder')}
          onChange={search}
        />
      </form>
      <QueryState
        query={accounts}
        loading={<SkeletonRows count={5} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('accounts22Accounts.empty')}
      >
        {(data) => (
          <>
            <div className="mod-table-scroll">
              <table className="mod-table">
                <thead>
                  <tr>
                    <th scope="col">{t('accounts22Accounts.columns.account')}</th>
                    <th scope="col">{t('accounts22Accounts.columns.domain')}</th>
                    <th scope="col">{t('accounts22Accounts.columns.uploads')}</th>
                    <th scope="col">{t('accounts22Accounts.columns.firstSeen')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((account) => (
                    <tr key={account.fullUsername}>
                      <td>
                        <Link to={accountPath(account.fullUsername)}>{account.fullUsername}</Link>
                      </td>
                      <td>
                        {account.domain}{' '}
                        <span className="muted">
                          ({t(account.isLocal ? 'accounts22Accounts.local' : 'accounts22Accounts.federated')})
                        </span>
                      </td>
                      <td>{account.uploadsCount ?? '—'}</td>
                      <td>{account.creationDate ? <RelativeTime date={account.creationDate} /> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={ACCOUNTS_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
    </section>
  );
}
