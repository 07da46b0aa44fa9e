import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  INVITATIONS_PAGE_SIZE,
  invitationLink,
  invitationStatus,
  useDeleteInvitations,
  useInvitations,
  type Invitation,
} from '../../sync/invitations';
import { useReachability } from '../../sync/status';
import { formatDay } from '../format/date';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { SkeletonRows } from '../widgets/Cards';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { CopyButton } from '../widgets/CopyButton';
import { FormFailure } from '../widgets/FormFailure';
import { Pagination } from '../widgets/Pagination';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { CreateInvitation } from './CreateInvitation';
import '../moderation/moderation-tables.css';
import './invitations.css';

const pageOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1);

/**
 * `manage/users/invitations`: create one, then the list (all or open only) with each code's share
 * link, dates, owner, who used it and its status; open ones can be selected and deleted.
 */
export function InvitationsTab() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const openOnly = params.get('open') === '1';
  const page = pageOf(params.get('page'));
  const invitations = useInvitations(openOnly, '', page);
  const remove = useDeleteInvitations();
  const offline = useReachability() === 'offline';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const now = Date.now();
  const isOpen = (invitation: Invitation) => invitationStatus(invitation, now) === 'open';
  // What is still selectable on this page: a selection never reaches an invitation no longer shown.
  const shown = new Set(invitations.data?.results.filter(isOpen).map((invitation) => invitation.id));
  const chosen = [...selected].filter((id) => shown.has(id));

  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteChosen = async () => {
    setErrors([]);
    try {
      const count = await remove.mutateAsync(chosen);
      addMessage({ content: t('users23Invitations.deleted', { count }) });
      setSelected(new Set());
    } catch (error) {
      setErrors(podReasons(error));
    }
  };

  const day = (iso: string) => formatDay(iso, i18n.language);
  return (
    <section aria-label={t('users23.invitationsTab')}>
      <CreateInvitation />
      <nav className="mod-filters" aria-label={t('users23Invitations.filter')}>
        <Link to="?" aria-current={openOnly ? undefined : 'true'}>
          {t('users23Invitations.all')}
        </Link>
        <Link to="?open=1" aria-current={openOnly ? 'true' : undefined}>
          {t('users23Invitations.openOnly')}
        </Link>
      </nav>
      <PodAddressHint error={invitations.error ?? remove.error} />
      <FormFailure title={t('users23Invitations.deleteFailed')} messages={errors} failed={remove.isError} />
      <div className="invitations-actions">
        <button
          type="button"
          className="button button--danger"
          disabled={chosen.length === 0 || offline || remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('users23Invitations.deleteSelected', { count: chosen.length })}
        </button>
      </div>
      <QueryState
        query={invitations}
        loading={<SkeletonRows count={4} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('users23Invitations.empty')}
      >
        {(data) => (
          <>
            <div className="mod-table-scroll">
              <table className="mod-table invitations-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">{t('users23Invitations.columns.select')}</span>
                    </th>
                    <th scope="col">{t('users23Invitations.columns.code')}</th>
                    <th scope="col">{t('users23Invitations.columns.status')}</th>
                    <th scope="col">{t('users23Invitations.columns.link')}</th>
                    <th scope="col">{t('users23Invitations.columns.created')}</th>
                    <th scope="col">{t('users23Invitations.columns.expires')}</th>
                    <th scope="col">{t('users23Invitations.columns.owner')}</th>
                    <th scope="col">{t('users23Invitations.columns.user')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((invitation) => {
                    const status = invitationStatus(invitation, now);
                    return (
                      <tr key={invitation.id}>
                        <td>
                          {status === 'open' && (
                            <input
                              type="checkbox"
                              aria-label={t('users23Invitations.select', { code: invitation.code })}
                              checked={selected.has(invitation.id)}
                              onChange={(event) => toggle(invitation.id, event.target.checked)}
                            />
                          )}
                        </td>
                        <td>
                          <code>{invitation.code}</code>
                        </td>
                        <td>
                          <span className={`mod-status invitation-status--${status}`}>
                            {t(`users23Invitations.statuses.${status}`)}
                          </span>
                        </td>
                        <td className="invitations-table__link">
                          <CopyButton
                            value={invitationLink(window.location.origin, invitation.code)}
                            label={t('users23Invitations.linkOf', { code: invitation.code })}
                          />
                        </td>
                        <td>{day(invitation.creationDate)}</td>
                        <td>{day(invitation.expirationDate)}</td>
                        <td>{invitation.owner ?? t('users23Invitations.nobody')}</td>
                        <td>{invitation.users.join(', ') || t('users23Invitations.nobody')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={INVITATIONS_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
      {confirming && (
        <ConfirmModal
          title={t('users23Invitations.deleteTitle')}
          action={t('users23Invitations.delete')}
          onConfirm={() => void deleteChosen()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('users23Invitations.deleteText', { count: chosen.length })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
