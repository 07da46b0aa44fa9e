import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDIT_FILTERS, EDITS_PAGE_SIZE, type EditFilter, type EditKind, useEdits } from '../../sync/edits';
import { Button } from '../widgets/Button';
import { SkeletonRows } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { EditCard } from './EditCard';

/**
 * The recent edits of an object (or of the pod, scope null): 5 at a time with Previous and Next,
 * filtered all, approved, pending review or rejected, pending review first.
 */
export function RecentEdits({ scope }: { scope: { kind: EditKind; id: number } | null }) {
  const { t } = useTranslation();
  const filterId = useId();
  const headingId = useId();
  const [filter, setFilter] = useState<EditFilter>('pending');
  const [page, setPage] = useState(1);
  const edits = useEdits(scope, filter, page);
  const pages = Math.max(1, Math.ceil((edits.data?.count ?? 0) / EDITS_PAGE_SIZE));
  return (
    <section className="section recent-edits" aria-labelledby={headingId}>
      <div className="section__head">
        <h2 id={headingId}>{t('edits22Edits.recent')}</h2>
        <label className="field recent-edits__filter" htmlFor={filterId}>
          <span>{t('edits22Edits.filter')}</span>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as EditFilter);
              setPage(1);
            }}
          >
            {EDIT_FILTERS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`edits22Edits.filters.${choice}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState
        query={edits}
        loading={<SkeletonRows count={2} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('edits22Edits.none')}
      >
        {(data) => (
          <div className="recent-edits__list">
            {data.results.map((edit) => (
              <EditCard key={edit.uuid} edit={edit} showTarget={scope === null} />
            ))}
          </div>
        )}
      </QueryState>
      {pages > 1 && (
        <nav className="recent-edits__pages" aria-label={t('edits22Edits.recent')}>
          <Button thin disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('edits22Edits.previous')}
          </Button>
          <span>{t('edits22Edits.pageOf', { page, pages })}</span>
          <Button thin disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('edits22Edits.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
