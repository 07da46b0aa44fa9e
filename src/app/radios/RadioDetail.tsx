import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pencil, Trash2 } from '../icons';
import { useKnownSession } from '../shell/known-session'; // d16
import {
  filterDraft,
  useCustomRadio,
  useCustomRadioTracks,
  useDeleteRadio,
  useRadioFilterKinds,
  type CustomRadioDetail,
} from '../../sync/radios';
import { useReachability } from '../../sync/status';
import { TrackList } from '../library/TrackList';
import { useBrowseParams } from '../library/useBrowseParams';
import { useNumericParam } from '../library/useNumericParam';
import { NotFound } from '../shell/NotFound';
import { addMessage } from '../messages/store';
import { Modal } from '../widgets/Modal';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { useKindLabel, useKindSentence } from './FilterEditor';
import { radioConfig as playerRadio, RadioToggle } from './RadiosBrowse';
import './radios.css';

const TRACKS_PAGE_SIZE = 25;

/** `/library/radios/{id}`: a custom radio, its filters and the tracks they select (spec 02). */
export function RadioDetail() {
  const id = useNumericParam();
  return id === null ? <NotFound /> : <RadioLoader id={id} />;
}

function RadioLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const radio = useCustomRadio(id);
  return (
    <div className="page radio-detail">
      <QueryState query={radio} loading={<p className="state">{t('radioBuilder.loading')}</p>}>
        {(loaded) => <RadioPage radio={loaded} />}
      </QueryState>
    </div>
  );
}

function RadioPage({ radio }: { radio: CustomRadioDetail }) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const kindSentence = useKindSentence();
  const navigate = useNavigate();
  const username = useKnownSession()?.profile?.username;
  const isOwner = username !== undefined && radio.owner?.username === username;
  const offline = useReachability() === 'offline';
  const kinds = useRadioFilterKinds().data ?? [];
  const [params] = useBrowseParams({ ordering: 'name', pageSize: TRACKS_PAGE_SIZE });
  const tracks = useCustomRadioTracks(radio.id, { page: params.page, page_size: TRACKS_PAGE_SIZE });
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRadio(radio.id);
  const [failed, setFailed] = useState(false);

  const destroy = async () => {
    setConfirming(false);
    setFailed(false);
    try {
      await remove.mutateAsync();
      addMessage({ content: t('radioBuilder.deleted') });
      void navigate('/library/me/radios');
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <header className="page-header radio-detail__header">
        <div>
          <p className="muted">{t(radio.isPublic ? 'radioBuilder.publicRadio' : 'radioBuilder.privateRadio')}</p>
          <h1>{radio.name}</h1>
          {radio.owner && <p className="muted">{t('radioBuilder.by', { name: radio.owner.username })}</p>}
          {radio.description && <p>{radio.description}</p>}
        </div>
        <div className="toolbar">
          <RadioToggle config={playerRadio('custom', null, radio.id)} name={radio.name} />
          {isOwner && (
            <>
              <Link className="button" to={`/library/radios/build/${radio.id}`}>
                <Pencil aria-hidden size={16} />
                {t('radioBuilder.edit')}
              </Link>
              <button
                type="button"
                className="button button--danger"
                disabled={offline || remove.isPending}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden size={16} />
                {t('radioBuilder.delete')}
              </button>
            </>
          )}
        </div>
      </header>
      {failed && (
        <p className="state state--error" role="alert">
          {t('radioBuilder.deleteFailed')}
        </p>
      )}
      <section className="section" aria-labelledby="radio-filters-title">
        <h2 id="radio-filters-title">{t('radioBuilder.filters')}</h2>
        {radio.config.length === 0 ? (
          <p className="muted">{t('radioBuilder.allTracks')}</p>
        ) : (
          <ul className="radio-detail__filters">
            {radio.config.map((filter, index) => {
              const draft = filterDraft(filter, kinds);
              return (
                <li key={index}>
                  <strong>
                    {draft.not
                      ? kindSentence('excluded', draft.type, kindLabel(draft.type, draft.type))
                      : kindLabel(draft.type, draft.type)}
                  </strong>
                  {': '}
                  {draft.values.map((value) => value.label).join(', ')}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="section" aria-labelledby="radio-tracks-title">
        <h2 id="radio-tracks-title">{t('radioBuilder.tracks')}</h2>
        <QueryState
          query={tracks}
          loading={<p className="state">{t('radioBuilder.loading')}</p>}
          isEmpty={(page) => page.results.length === 0}
          empty={t('radioBuilder.noTracks')}
        >
          {(page) => (
            <>
              <p className="muted">{t('radioBuilder.count', { count: page.count })}</p>
              <TrackList tracks={page.results} label={t('radioBuilder.tracks')} />
              <Pagination page={params.page} pageSize={TRACKS_PAGE_SIZE} count={page.count} />
            </>
          )}
        </QueryState>
      </section>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('radioBuilder.deleteTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('radioBuilder.keep')}
            </button>
            <button type="button" className="button button--danger" onClick={() => void destroy()}>
              {t('radioBuilder.delete')}
            </button>
          </>
        }
      >
        <p>{t('radioBuilder.deleteConfirm', { name: radio.name })}</p>
      </Modal>
    </>
  );
}
