import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_REPORT_FILTERS,
  frozenLabel,
  REPORT_TYPES,
  REPORTS_PAGE_SIZE,
  reportStatusKey,
  useReports,
  type ManageReport,
  type ReportFilters,
} from '../../sync/reports';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { reportedObjectLabel } from './labels';
import './reports.css';

const STATUSES: ReadonlyArray<ReportFilters['status']> = ['unresolved', 'resolved', 'all'];

function filtersOf(params: URLSearchParams): ReportFilters {
  const status = params.get('status');
  return {
    status: STATUSES.includes(status as ReportFilters['status'])
      ? (status as ReportFilters['status'])
      : DEFAULT_REPORT_FILTERS.status,
    category: params.get('category') ?? '',
    q: params.get('q') ?? '',
  };
}

/** `manage/moderation/reports` (spec 02 section 2): 25 a page, unresolved first, by category and text. */
export function ReportsList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useReports(page, filters);

  const setFilter = (name: keyof ReportFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '' || (name === 'status' && value === DEFAULT_REPORT_FILTERS.status)) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <section className="reports-list" aria-labelledby="reports-title">
      <h2 id="reports-title">{t('reports22.list.title')}</h2>
      <form className="toolbar reports-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field field--grow">
          <span>{t('reports22.list.search')}</span>
          <input type="search" defaultValue={filters.q} onChange={(event) => setFilter('q', event.target.value)} />
        </label>
        <label className="field">
          <span>{t('reports22.list.status')}</span>
          <select value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`reports22.list.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('reports22.list.category')}</span>
          <select value={filters.category} onChange={(event) => setFilter('category', event.target.value)}>
            <option value="">{t('reports22.list.allCategories')}</option>
            {REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`reports22.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <QueryState
        query={reports}
        loading={<p className="state">{t('reports22.loading')}</p>}
        isEmpty={(data) => data.results.length === 0}
        empty={t('reports22.list.empty')}
      >
        {(data) => (
          <>
            <p className="muted">{t('reports22.list.count', { count: data.count })}</p>
            <ul className="report-cards">
              {data.results.map((report) => (
                <ReportCard key={report.uuid} report={report} />
              ))}
            </ul>
            <Pagination page={page} pageSize={REPORTS_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function ReportCard({ report }: { report: ManageReport }) {
  const { t } = useTranslation();
  return (
    <li className="report-card">
      <p className="report-card__head">
        <Link to={`/manage/moderation/reports/${report.uuid}`}>
          {t('reports22.list.reportNumber', { id: report.id })}
        </Link>
        <span className={`report-status report-status--${report.resolved ? 'resolved' : 'unresolved'}`}>
          {t(reportStatusKey(report))}
        </span>
        <span className="report-category">{t(`reports22.types.${report.category}`, report.category)}</span>
      </p>
      <p className="report-card__object">
        {reportedObjectLabel(t, report)}
        {frozenLabel(report.frozen) ? `: ${frozenLabel(report.frozen)}` : ''}
      </p>
      {report.message && <p className="report-card__message">{report.message}</p>}
      <p className="muted">
        {report.submitter?.fullUsername ?? report.submitterEmail ?? t('reports22.unknownPerson')} ·{' '}
        <RelativeTime date={report.creationDate} />
        {report.assignedTo ? ` · ${t('reports22.list.assignedTo', { name: report.assignedTo.fullUsername })}` : ''}
      </p>
    </li>
  );
}
