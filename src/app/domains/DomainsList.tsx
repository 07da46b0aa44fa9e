import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../widgets/useListParams';
import { Link } from 'react-router';
import { ShieldAlert } from '../icons';
import { DOMAIN_PAGE_SIZE, useDomains, type DomainListParams } from '../../sync/domains';
import { formatDay } from '../format/date';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { AddDomainForm } from './AddDomainForm';
import { PodAddressHint } from '../widgets/PodAddressHint';
import './domains.css';

const ORDERINGS = [
  ['-creation_date', 'orderCreation'],
  ['name', 'orderName'],
  ['-actors_count', 'orderUsers'],
  ['-outbox_activities_count', 'orderMessages'],
] as const;

/** The list's state lives in the URL (back, forward and reload keep it). */
function paramsOf(search: URLSearchParams): DomainListParams {
  const page = Number(search.get('page'));
  const allowed = search.get('allowed');
  const ordering = search.get('ordering');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    q: search.get('q') ?? '',
    allowed: allowed === 'true' ? true : allowed === 'false' ? false : null,
    ordering: ORDERINGS.some(([value]) => value === ordering) ? (ordering as string) : '-creation_date',
  };
}

/** `manage/moderation/domains` (spec 02): the known domains, searched and filtered, and "Add a domain". */
export function DomainsList() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [search, setParam] = useListParams();
  const params = paramsOf(search);
  const query = useDomains(params);
  const update = (name: string, value: string) => setParam(name, value, { push: name !== 'q' });

  return (
    <div className="domains-page">
      <AddDomainForm />
      <form className="domains-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span>{t('domains22Domains.search')}</span>
          <input
            type="search"
            value={params.q}
            placeholder={t('domains22Domains.searchPlaceholder')}
            onChange={(event) => update('q', event.target.value)}
          />
        </label>
        <label className="field">
          <span>{t('domains22Domains.allowListFilter')}</span>
          <select
            value={params.allowed === null ? '' : String(params.allowed)}
            onChange={(event) => update('allowed', event.target.value)}
          >
            <option value="">{t('domains22Domains.filterAll')}</option>
            <option value="true">{t('domains22Domains.filterAllowed')}</option>
            <option value="false">{t('domains22Domains.filterNotAllowed')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('domains22Domains.ordering')}</span>
          <select value={params.ordering} onChange={(event) => update('ordering', event.target.value)}>
            {ORDERINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {t(`domains22Domains.${label}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryState
        query={query}
        loading={<p className="state">{t('domains22Domains.loading')}</p>}
        isEmpty={(page) => page.count === 0}
        empty={t('domains22Domains.empty')}
      >
        {(page) => (
          <>
            <p className="muted" id={`${id}-count`}>
              {t('domains22Domains.results', { count: page.count })}
            </p>
            <div className="domains-table-wrap">
              <table className="domains-table" aria-label={t('domains22Domains.table')}>
                <thead>
                  <tr>
                    <th scope="col">{t('domains22Domains.name')}</th>
                    <th scope="col">{t('domains22Domains.firstSeen')}</th>
                    <th scope="col">{t('domains22Domains.users')}</th>
                    <th scope="col">{t('domains22Domains.receivedMessages')}</th>
                    <th scope="col">{t('domains22Domains.allowed')}</th>
                    <th scope="col">{t('domains22Domains.policy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.results.map((domain) => (
                    <tr key={domain.name}>
                      <th scope="row">
                        <Link to={`/manage/moderation/domains/${encodeURIComponent(domain.name)}`}>{domain.name}</Link>
                      </th>
                      <td>{domain.firstSeen ? formatDay(domain.firstSeen, i18n.language) : ''}</td>
                      <td>{domain.users}</td>
                      <td>{domain.receivedMessages}</td>
                      <td>{domain.allowed ? t('domains22Domains.yes') : t('domains22Domains.no')}</td>
                      <td>
                        {domain.policyId !== null ? (
                          <span className="domains-rule">
                            <ShieldAlert aria-hidden size={16} />
                            {t('domains22Domains.underRule')}
                          </span>
                        ) : (
                          t('domains22Domains.noRule')
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={params.page} pageSize={DOMAIN_PAGE_SIZE} count={page.count} />
          </>
        )}
      </QueryState>
      <PodAddressHint error={query.error} />
    </div>
  );
}
