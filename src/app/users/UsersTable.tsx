import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../widgets/useListParams';
import { SearchField } from '../widgets/SearchField';
import {
  PERMISSIONS,
  USER_ORDERINGS,
  USERS_PAGE_SIZE,
  userStatus,
  useUsers,
  type ManageUser,
  type UserOrdering,
} from '../../sync/users';
import { SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { UserDialog } from './UserDialog';
import { formatList } from '../format/list';
import '../moderation/moderation-tables.css';

const pageOf = (text: string | null) => (text && /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1);
const orderingOf = (text: string | null): UserOrdering =>
  USER_ORDERINGS.includes(text as UserOrdering) ? (text as UserOrdering) : '-date_joined';

/** `manage/users/users`: the pod's users; search and ordering live in the URL; a row opens the dialog. */
export function UsersTable() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const page = pageOf(params.get('page'));
  const q = params.get('q') ?? '';
  const ordering = orderingOf(params.get('ordering'));
  const users = useUsers(q.trim(), ordering, page);
  const [open, setOpen] = useState<ManageUser | null>(null);
  const permissionsOf = (user: ManageUser) => {
    const held = PERMISSIONS.filter((name) => user.permissions?.[name]);
    return held.length ? formatList(held.map((name) => t(`users23.permission.${name}`))) : t('users23.noPermissions');
  };
  return (
    <section aria-label={t('users23.usersTab')}>
      <form className="users-toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField
          label={t('users23.search')}
          value={q}
          placeholder={t('users23.searchPlaceholder')}
          onChange={(value) => setParam('q', value)}
        />
        <label className="field">
          <span>{t('users23.ordering')}</span>
          <select
            value={ordering}
            onChange={(event) => setParam('ordering', event.target.value === '-date_joined' ? '' : event.target.value)}
          >
            {USER_ORDERINGS.map((one) => (
              <option key={one} value={one}>
                {t(`users23.orderings.${one}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      <PodAddressHint error={users.error} />
      <QueryState
        query={users}
        loading={<SkeletonRows count={5} />}
        isEmpty={(data) => data.results.length === 0}
        empty={t('users23.empty')}
      >
        {(data) => (
          <>
            <div className="mod-table-scroll">
              <table className="mod-table">
                <thead>
                  <tr>
                    <th scope="col">{t('users23.columns.username')}</th>
                    <th scope="col">{t('users23.columns.email')}</th>
                    <th scope="col">{t('users23.columns.accountStatus')}</th>
                    <th scope="col">{t('users23.columns.permissions')}</th>
                    <th scope="col">{t('users23.columns.status')}</th>
                    <th scope="col">{t('users23.columns.signUp')}</th>
                    <th scope="col">{t('users23.columns.lastActivity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((user) => (
                    <tr key={user.id}>
                      <td>
                        <button
                          type="button"
                          className="users-open"
                          aria-haspopup="dialog"
                          onClick={() => setOpen(user)}
                        >
                          {user.username}
                        </button>
                      </td>
                      <td>{user.email ?? '—'}</td>
                      <td>{t(user.isActive ? 'users23.active' : 'users23.disabled')}</td>
                      <td>{permissionsOf(user)}</td>
                      <td>{t(`users23.userTypes.${userStatus(user)}`)}</td>
                      <td>{user.dateJoined ? <RelativeTime date={user.dateJoined} /> : '—'}</td>
                      <td>{user.lastActivity ? <RelativeTime date={user.lastActivity} /> : t('users23.never')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} pageSize={USERS_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
      {open && <UserDialog user={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
