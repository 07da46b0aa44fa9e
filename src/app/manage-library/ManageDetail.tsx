import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  KIND_SPECS,
  useManagedObject,
  useManagedStats,
  useManageLibraryCommands,
  whatGoesWith,
  type ManagedObject,
  type ManageKind,
} from '../../sync/manage-library';
import type { UiText } from '../../sync/core';
import { useReachability } from '../../sync/status';
import { formatSize } from '../format/size';
import { addMessage } from '../messages/store';
import { SkeletonRows } from '../widgets/Cards';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { FieldValue } from './fields';
import '../moderation/moderation-tables.css';

/** The back link of each kind, a whole phrase each (the kind's name takes its own form in it). */
const BACK_KEYS: Record<ManageKind, string> = {
  artists: 'library23Manage.backTo.artists',
  channels: 'library23Manage.backTo.channels',
  albums: 'library23Manage.backTo.albums',
  tracks: 'library23Manage.backTo.tracks',
  libraries: 'library23Manage.backTo.libraries',
  uploads: 'library23Manage.backTo.uploads',
  tags: 'library23Manage.backTo.tags',
};

function Stats({ kind, id }: { kind: ManageKind; id: string }) {
  const { t } = useTranslation();
  const stats = useManagedStats(kind, id);
  if (!KIND_SPECS[kind].stats) return null;
  return (
    <section className="mod-section" aria-labelledby="manage-stats">
      <h3 id="manage-stats">{t('library23Manage.statistics')}</h3>
      <QueryState query={stats} loading={<SkeletonRows count={2} />} offline={null}>
        {(data) => (
          <dl className="mod-facts">
            {Object.entries(data).map(([name, value]) => (
              <div key={name}>
                <dt>{t(`library23Stats.${name}`, { defaultValue: name })}</dt>
                <dd>{name.startsWith('media_') ? (formatSize(value ?? 0) ?? '0 B') : (value ?? '—')}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}

function DeleteButton({ item }: { item: ManagedObject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offline = useReachability() === 'offline';
  const stats = useManagedStats(item.kind, item.key);
  const commands = useManageLibraryCommands();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UiText[] | null>(null);
  const goes = stats.data ? whatGoesWith(stats.data) : [];

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    const result = await commands.remove(item.kind, item.key);
    setBusy(false);
    if (!result.ok) return setFailure(result.messages);
    addMessage({ content: t('library23Manage.deletedOne', { name: item.title }) });
    void navigate(`/manage/library/${item.kind}`, { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger"
        disabled={busy || offline}
        onClick={() => setConfirming(true)}
      >
        {t('library23Manage.delete')}
      </button>
      {offline && <span className="muted"> {t('library23Manage.needsPod')}</span>}
      {failure && <FormFailure title={t('library23Manage.deleteFailed')} messages={failure} failed />}
      {confirming && (
        <ConfirmModal
          title={t('library23Manage.confirmOneTitle', { name: item.title })}
          action={t('library23Manage.delete')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          <p>{t('library23Manage.confirmOne')}</p>
          <p>{t(`library23Manage.cascade.${item.kind}`)}</p>
          {goes.length > 0 && (
            <ul aria-label={t('library23Manage.goesWith')}>
              {goes.map(({ name, count }) => (
                <li key={name}>
                  {t(`library23Stats.${name}`, { defaultValue: name })}: {count}
                </li>
              ))}
            </ul>
          )}
        </ConfirmModal>
      )}
    </>
  );
}

/** `manage/library/{kind}/{id}`: one object's fields, its statistics, its public page and Delete. */
export function ManageDetail({ kind }: { kind: ManageKind }) {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const item = useManagedObject(kind, id);
  return (
    <section aria-labelledby="manage-detail-title">
      <Link className="mod-back" to={`/manage/library/${kind}`}>
        {t(BACK_KEYS[kind])}
      </Link>
      <PodAddressHint error={item.error} />
      <QueryState query={item} loading={<SkeletonRows count={4} />}>
        {(data) => (
          <>
            <h2 id="manage-detail-title">{data.title}</h2>
            <div className="manage-library__actions">
              {data.publicPath && (
                <Link className="button" to={data.publicPath}>
                  {t('library23Manage.publicPage')}
                </Link>
              )}
              <DeleteButton item={data} />
            </div>
            <dl className="mod-facts">
              {data.fields.map((field) => (
                <div key={field.name}>
                  <dt>{t(`library23Fields.${field.name}`)}</dt>
                  <dd>
                    <FieldValue field={field} />
                  </dd>
                </div>
              ))}
            </dl>
            <Stats kind={kind} id={id} />
          </>
        )}
      </QueryState>
    </section>
  );
}
