import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../db/session';
import type { UiText } from '../../sync/core';
import {
  canDelete,
  canReview,
  diffRows,
  type DiffPart,
  type Edit,
  editStatus,
  STATUS_LABELS,
  useEditCommands,
  useEditTarget,
} from '../../sync/edits';
import { Button } from '../widgets/Button';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { RelativeTime } from '../widgets/RelativeTime';
import { editPath } from './paths';

/** "on track …": a whole phrase per kind of edited object. */
const ON_TARGET = {
  artist: 'edits22Edits.onTarget.artist',
  album: 'edits22Edits.onTarget.album',
  track: 'edits22Edits.onTarget.track',
} as const;

function Marked({ parts, mark }: { parts: DiffPart[]; mark: 'removed' | 'added' }) {
  const { t } = useTranslation();
  if (parts.length === 0) return <span className="muted">{t('edits22Edits.empty')}</span>;
  return (
    <>
      {parts.map((part, index) =>
        part.change === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : mark === 'removed' ? (
          <del key={index} className="edit-diff__removed" title={t('edits22Edits.removedWords')}>
            {part.text}
          </del>
        ) : (
          <ins key={index} className="edit-diff__added" title={t('edits22Edits.addedWords')}>
            {part.text}
          </ins>
        ),
      )}
    </>
  );
}

/**
 * One edit: id, summary, status, author, date, the table of changed fields, and Approve / Reject /
 * Delete for those who may. The old values are the object's until the edit is applied.
 */
export function EditCard({
  edit,
  showTarget = false,
  heading = 3,
}: {
  edit: Edit;
  showTarget?: boolean;
  /** sw25: 1 on the edit's own screen (its one h1, and so its document title). */
  heading?: 1 | 3;
}) {
  const Heading = heading === 1 ? 'h1' : 'h3';
  const { t } = useTranslation();
  const profile = useSession()?.profile ?? null;
  const target = useEditTarget(edit.target?.type ?? 'track', edit.target?.id ?? 0);
  const commands = useEditCommands();
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<UiText[]>([]);
  const status = editStatus(edit);
  const shortId = edit.uuid.slice(0, 8);
  const rows = diffRows(edit, target.data?.values ?? {});
  const targetRules = target.data ?? { isLocal: false, attributedTo: null };
  const run = async (action: Promise<{ ok: boolean; messages?: UiText[] }>) => {
    setErrors([]);
    const result = await action;
    if (!result.ok) setErrors(result.messages ?? []);
  };
  const author = edit.createdBy?.fullUsername ?? '';
  return (
    <article className="edit-card" aria-label={t('edits22Edits.editId', { id: shortId })}>
      <header className="edit-card__head">
        <Heading className="edit-card__title">
          {edit.target ? (
            <Link to={editPath(edit.target.type, edit.target.id, edit.uuid)}>
              {t('edits22Edits.editId', { id: shortId })}
            </Link>
          ) : (
            t('edits22Edits.editId', { id: shortId })
          )}
        </Heading>
        <span className={`edit-status edit-status--${status}`}>{t(STATUS_LABELS[status])}</span>
      </header>
      <p className="edit-card__summary">
        {edit.summary ?? <span className="muted">{t('edits22Edits.noSummary')}</span>}
      </p>
      <p className="edit-card__meta muted">
        {t('edits22Edits.by', { author })} · <RelativeTime date={edit.creationDate} />
        {showTarget && edit.target && (
          <>
            {' · '}
            {t(ON_TARGET[edit.target.type], { name: edit.target.repr })}
          </>
        )}
      </p>
      <div className="edit-diff__wrap">
        <table className="edit-diff">
          <thead>
            <tr>
              <th scope="col">{t('edits22Edits.field')}</th>
              <th scope="col">{t('edits22Edits.oldValue')}</th>
              <th scope="col">{t('edits22Edits.newValue')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{t(`edits22Edits.fields.${row.field}`, { defaultValue: row.field })}</th>
                <td>
                  <Marked parts={row.diff.old} mark="removed" />
                </td>
                <td>
                  <Marked parts={row.diff.new} mark="added" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errors.length > 0 && (
        <div className="form-errors" role="alert">
          <ul>
            {errors.map((error, index) => (
              <li key={index}>{t('edits22Edits.actionFailed', { error: error.raw ?? t(error.key, error.params) })}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="edit-card__actions">
        {canReview(profile, targetRules, edit) && (
          <>
            {edit.isApproved !== true && (
              <Button variant="primary" thin onClick={() => run(commands.approve(edit.uuid))}>
                {t('edits22Edits.approve')}
              </Button>
            )}
            {edit.isApproved !== false && (
              <Button thin onClick={() => run(commands.reject(edit.uuid))}>
                {t('edits22Edits.reject')}
              </Button>
            )}
          </>
        )}
        {canDelete(profile, targetRules, edit) && (
          <Button variant="danger" thin onClick={() => setConfirming(true)}>
            {t('edits22Edits.delete')}
          </Button>
        )}
      </div>
      {confirming && (
        <ConfirmModal
          title={t('edits22Edits.deleteTitle')}
          action={t('edits22Edits.deleteConfirm')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(commands.remove(edit.uuid))}
        >
          <p>{t('edits22Edits.deleteBody')}</p>
        </ConfirmModal>
      )}
    </article>
  );
}
