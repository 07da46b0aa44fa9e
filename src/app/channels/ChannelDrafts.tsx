import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send, Trash2 } from '../icons';
import {
  useChannelDrafts,
  useDeleteDraft,
  usePublishDraft,
  type ChannelDraftUpload,
  type ImportOutcome,
} from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { formatDate } from '../format/date';
import { podReasons } from '../messages/translate';
import { ConfirmModal } from '../widgets/ConfirmModal';

type Failure = { action: 'publish' | 'delete'; reasons: string[] } | null;
/** g19: a publish the pod took, and how its import ended (`waiting` until it does, about 20 s at most). */
type Outcome = ImportOutcome | 'waiting' | null;
const OUTCOME_TEXT = {
  waiting: 'dr19Drafts.published',
  imported: 'g19Drafts.imported',
  'not-imported': 'g19Drafts.notImported',
  slow: 'g19Drafts.slow',
} as const;

/**
 * The owner's unpublished drafts (dr19): files sent into the channel whose upload dialog was closed
 * before Publish. Shown only when there are some; offline, what the device last saw, with the actions
 * disabled and a note.
 */
export function ChannelDrafts({ channel }: { channel: string }) {
  const { t } = useTranslation();
  const offline = useReachability() === 'offline';
  const drafts = useChannelDrafts(channel, true);
  const publish = usePublishDraft(channel);
  const remove = useDeleteDraft(channel);
  const [failure, setFailure] = useState<Failure>(null);
  const [published, setPublished] = useState<Outcome>(null);
  const [deleting, setDeleting] = useState<ChannelDraftUpload | null>(null);
  const list = drafts.data ?? [];
  if (list.length === 0 && failure === null && published === null) return null;

  const onError = (action: 'publish' | 'delete') => (error: unknown) =>
    setFailure({ action, reasons: podReasons(error) });
  const run = (action: 'publish' | 'delete', draft: ChannelDraftUpload) => {
    setFailure(null);
    setPublished(null);
    if (action === 'delete') return setDeleting(draft);
    publish.mutate(draft.uuid, {
      onSuccess: ({ imported }) => {
        setPublished('waiting');
        void imported.then(setPublished);
      },
      onError: onError('publish'),
    });
  };
  const untitled = t('dr19Drafts.untitled');
  return (
    <section className="section channel-draft-list" aria-labelledby="channel-draft-list">
      <div className="section__head">
        <h2 id="channel-draft-list">{t('dr19Drafts.title')}</h2>
      </div>
      <p className="muted">{t('dr19Drafts.intro')}</p>
      {offline && <p className="muted channel-owner__note">{t('channels.needsPod')}</p>}
      {published && (
        <p className="state" role="status">
          {t(OUTCOME_TEXT[published])}
        </p>
      )}
      {failure && (
        <div className="state state--error" role="alert">
          <p>{t(failure.action === 'publish' ? 'channelPublish.failed' : 'dr19Drafts.deleteFailed')}</p>
          {failure.reasons.map((reason) => (
            <p key={reason}>{reason}</p>
          ))}
        </div>
      )}
      {list.length > 0 && (
        <ul className="plain-list" aria-labelledby="channel-draft-list">
          {list.map((draft) => (
            <DraftRow key={draft.uuid} draft={draft} disabled={offline} onAction={run} />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmModal
          title={t('g19Drafts.deleteTitle')}
          action={t('channels.owner.delete')}
          onConfirm={() => remove.mutate(deleting.uuid, { onError: onError('delete') })}
          onClose={() => setDeleting(null)}
        >
          <p>{t('g19Drafts.deleteText', { title: deleting.title ?? untitled })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}

function DraftRow({
  draft,
  disabled,
  onAction,
}: {
  draft: ChannelDraftUpload;
  disabled: boolean;
  onAction: (action: 'publish' | 'delete', draft: ChannelDraftUpload) => void;
}) {
  const { t } = useTranslation();
  const title = draft.title ?? t('dr19Drafts.untitled');
  return (
    <li className="plain-list__row channel-draft-list__row" aria-label={title}>
      <div className="channel-draft-list__text">
        <strong>{title}</strong>
        <span className="muted">
          {draft.file && <span>{draft.file}</span>}
          {draft.file && draft.creationDate && ' · '}
          {draft.creationDate && (
            <time dateTime={draft.creationDate}>
              {t('dr19Drafts.created', { date: formatDate(draft.creationDate) })}
            </time>
          )}
        </span>
      </div>
      <div className="toolbar">
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          aria-label={t('dr19Drafts.publishOne', { title })}
          onClick={() => onAction('publish', draft)}
        >
          <Send aria-hidden size={16} />
          {t('channelPublish.publish')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={disabled}
          aria-label={t('dr19Drafts.deleteOne', { title })}
          onClick={() => onAction('delete', draft)}
        >
          <Trash2 aria-hidden size={16} />
          {t('channels.owner.delete')}
        </button>
      </div>
    </li>
  );
}
