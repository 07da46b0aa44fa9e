import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../widgets/useListParams';
import { SearchField } from '../widgets/SearchField';
import { Link } from 'react-router';
import {
  KIND_SPECS,
  MANAGE_PAGE_SIZE,
  useManagedList,
  useManageLibraryCommands,
  type ManagedObject,
  type ManageKind,
} from '../../sync/manage-library';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { SkeletonRows } from '../widgets/Cards';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { FormFailure } from '../widgets/FormFailure';
import { Pagination } from '../widgets/Pagination';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { FieldValue } from './fields';
import { managedPath } from './paths';
import { TagCreateForm } from './TagCreateForm';
import type { UiText } from '../../sync/core';
import '../moderation/moderation-tables.css';

const pageOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1);

/**
 * `manage/library/{kind}`: the objects of one kind, searched (`q`), ordered, 50 a page, with a
 * selection deleted in one `action` naming each object (never "all").
 */
export function ManageList({ kind }: { kind: ManageKind }) {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const spec = KIND_SPECS[kind];
  const q = params.get('q') ?? '';
  const ordering = spec.orderings.includes(params.get('ordering') ?? '') ? params.get('ordering')! : spec.orderings[0]!;
  const page = pageOf(params.get('page'));
  const list = useManagedList(kind, { q: q.trim(), ordering, page });
  const offline = useReachability() === 'offline';
  const commands = useManageLibraryCommands();
  const [selected, setSelected] = useState<ReadonlyMap<string, number | string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiText[] | null>(null);

  const toggle = (item: ManagedObject, on: boolean) =>
    setSelected((previous) => {
      const next = new Map(previous);
      if (on) next.set(item.key, item.actionKey);
      else next.delete(item.key);
      return next;
    });

  const removeSelected = async () => {
    setBusy(true);
    setFailure(null);
    const result = await commands.removeMany(kind, [...selected.values()]);
    setBusy(false);
    if (!result.ok) return setFailure(result.messages);
    addMessage({ content: t('library23Manage.deletedMany', { count: result.data }) });
    setSelected(new Map());
  };

  const columns = (item: ManagedObject) => item.fields.filter((field) => field.column);
  return (
    <section aria-labelledby="manage-list-title">
      <h2 id="manage-list-title">{t(`library23Manage.kinds.${kind}`)}</h2>
      {kind === 'tags' && <TagCreateForm />}
      <form className="mod-search manage-library__tools" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label={t('library23Manage.search')}
          value={q}
          placeholder={t('library23Manage.searchPlaceholder')}
          onChange={(value) => update('q', value)}
        />
        <label className="field">
          <span>{t('library23Manage.ordering')}</span>
          <select value={ordering} onChange={(event) => update('ordering', event.target.value)}>
            {spec.orderings.map((value) => (
              <option key={value} value={value}>
                {t(`library23Manage.orderings.${value.replace(/^-/, '')}`)}
                {' — '}
                {t(value.startsWith('-') ? 'library23Manage.descending' : 'library23Manage.ascending')}
              </option>
            ))}
          </select>
        </label>
      </form>
      <PodAddressHint error={list.error} />
      {spec.bulk && (
        <div className="manage-library__bulk">
          <span role="status">{t('library23Manage.selected', { count: selected.size })}</span>
          <button
            type="button"
            className="button button--danger"
            disabled={selected.size === 0 || busy || offline}
            onClick={() => setConfirming(true)}
          >
            {t('library23Manage.deleteSelected')}
          </button>
          {offline && <span className="muted">{t('library23Manage.needsPod')}</span>}
        </div>
      )}
      {failure && <FormFailure title={t('library23Manage.deleteFailed')} messages={failure} failed />}
      <QueryState
        query={list}
        loading={<SkeletonRows count={5} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('library23Manage.empty')}
      >
        {(data) => (
          <>
            <p className="muted">{t('library23Manage.count', { count: data.count })}</p>
            <div className="mod-table-scroll">
              <table className="mod-table">
                <thead>
                  <tr>
                    {spec.bulk && (
                      <th scope="col">
                        <input
                          type="checkbox"
                          aria-label={t('library23Manage.selectPage')}
                          checked={data.results.length > 0 && data.results.every((item) => selected.has(item.key))}
                          onChange={(event) => data.results.forEach((item) => toggle(item, event.target.checked))}
                        />
                      </th>
                    )}
                    <th scope="col">{t('library23Manage.name')}</th>
                    {data.results[0] &&
                      columns(data.results[0]).map((field) => (
                        <th key={field.name} scope="col">
                          {t(`library23Fields.${field.name}`)}
                        </th>
                      ))}
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((item) => (
                    <tr key={item.key}>
                      {spec.bulk && (
                        <td>
                          <input
                            type="checkbox"
                            aria-label={t('library23Manage.select', { name: item.title })}
                            checked={selected.has(item.key)}
                            onChange={(event) => toggle(item, event.target.checked)}
                          />
                        </td>
                      )}
                      <td>
                        <Link to={managedPath(kind, item.key)}>{item.title}</Link>
                      </td>
                      {columns(item).map((field) => (
                        <td key={field.name}>
                          <FieldValue field={field} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={MANAGE_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
      {confirming && (
        <ConfirmModal
          title={t('library23Manage.confirmManyTitle', { count: selected.size })}
          action={t('library23Manage.delete')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void removeSelected()}
        >
          <p>{t('library23Manage.confirmMany', { count: selected.size })}</p>
          <p>{t(`library23Manage.cascade.${kind}`)}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
