import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../db/session';
import { useAccount, useAccountStats, useManageUser, usePurgeAccount, type Account } from '../../sync/accounts';
import { userStatus } from '../../sync/users';
import { useNodeInfo } from '../../sync/instance';
import { useReachability } from '../../sync/status';
import { intlLocale } from '../format/date';
import { formatSize } from '../format/size';
import { addMessage } from '../messages/store';
import { podReasons } from '../messages/translate';
import { NotesPanel } from '../notes/NotesPanel';
import { PolicyPanel } from '../policies/PolicyPanel';
import { SkeletonHero } from '../widgets/Cards';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { UploadQuotaForm } from './UploadQuotaForm';
import '../moderation/moderation-tables.css';
import { FormFailure } from '../widgets/FormFailure';
import { formatList } from '../format/list';

/** `manage/moderation/accounts/{full username}`: an account, its statistics, notes, policy and purge. */
export function AccountDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useAccount(id);
  return (
    <>
      <Link className="mod-back" to="/manage/moderation/accounts">
        {t('accounts22Accounts.back')}
      </Link>
      <QueryState query={account} loading={<SkeletonHero />}>
        {(data) => <AccountPage account={data} />}
      </QueryState>
    </>
  );
}

const when = (date: string | null, fallback: string) => (date ? <RelativeTime date={date} /> : fallback);

function AccountPage({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="account-title">
      <h2 id="account-title">{account.fullUsername}</h2>
      <section className="mod-section" aria-label={t('accounts22Accounts.details')}>
        <dl className="mod-facts">
          <dt>{t('accounts22Accounts.username')}</dt>
          <dd>{account.preferredUsername}</dd>
          <dt>{t('accounts22Accounts.displayName')}</dt>
          <dd>{account.name || '—'}</dd>
          <dt>{t('accounts22Accounts.domain')}</dt>
          <dd>
            {account.domain} ({t(account.isLocal ? 'accounts22Accounts.local' : 'accounts22Accounts.federated')})
          </dd>
          <dt>{t('accounts22Accounts.type')}</dt>
          <dd>{account.type ?? '—'}</dd>
          <dt>{t('accounts22Accounts.bio')}</dt>
          <dd>{account.summary || '—'}</dd>
          <dt>{t('accounts22Accounts.firstSeen')}</dt>
          <dd>{when(account.creationDate, '—')}</dd>
          <dt>{t('accounts22Accounts.lastSeen')}</dt>
          <dd>{when(account.lastFetchDate, '—')}</dd>
          <dt>{t('accounts22Accounts.uploads')}</dt>
          <dd>{account.uploadsCount ?? '—'}</dd>
        </dl>
      </section>
      {account.user && <LocalAccount account={account} />}
      <AccountStatistics fullUsername={account.fullUsername} />
      <NotesPanel target={{ type: 'account', fullUsername: account.fullUsername }} />
      <PolicyPanel target={{ type: 'actor', id: account.fullUsername }} policyId={account.policyId} />
      <Purge account={account} />
    </article>
  );
}

/** What only a local account has: e-mail, login status, permissions, dates and the upload quota. */
function LocalAccount({ account }: { account: Account }) {
  const { t } = useTranslation();
  const user = account.user!;
  const settings = useSession()?.profile?.permissions.settings === true;
  // Permissions are in the full user, which only the settings flag may read.
  const full = useManageUser(user.id, { enabled: settings });
  const nodeInfo = useNodeInfo();
  const permissions = full.data?.permissions ?? null;
  const granted = permissions
    ? (['library', 'moderation', 'settings'] as const).filter((flag) => permissions[flag])
    : null;
  return (
    <section className="mod-section" aria-labelledby="local-account">
      <h3 id="local-account">{t('accounts22Accounts.localDetails')}</h3>
      <dl className="mod-facts">
        <dt>{t('accounts22Accounts.email')}</dt>
        <dd>{user.email || '—'}</dd>
        <dt>{t('accounts22Accounts.loginStatus')}</dt>
        <dd>{t(user.isActive ? 'accounts22Accounts.active' : 'accounts22Accounts.disabled')}</dd>
        <dt>{t('accounts22Accounts.userStatus')}</dt>
        <dd>{t(`accounts22Accounts.userStatuses.${userStatus(user)}`)}</dd>
        {granted && (
          <>
            <dt>{t('accounts22Accounts.permissions')}</dt>
            <dd>
              {granted.length === 0
                ? t('accounts22Accounts.noPermissions')
                : formatList(granted.map((flag) => t(`accounts22Accounts.permission.${flag}`)))}
            </dd>
          </>
        )}
        <dt>{t('accounts22Accounts.signUpDate')}</dt>
        <dd>{when(user.dateJoined, '—')}</dd>
        <dt>{t('accounts22Accounts.lastActivity')}</dt>
        <dd>{when(user.lastActivity, t('accounts22Accounts.never'))}</dd>
        <dt>{t('accounts22Accounts.quota')}</dt>
        <dd>
          <UploadQuotaForm
            fullUsername={account.fullUsername}
            user={user}
            defaultQuota={nodeInfo.data?.defaultUploadQuota ?? null}
            editable={settings}
          />
        </dd>
      </dl>
    </section>
  );
}

const STATS = [
  'uploads',
  'tracks',
  'albums',
  'artists',
  'libraries',
  'channels',
  'received_library_follows',
  'emitted_library_follows',
  'reports',
  'requests',
  'outbox_activities',
] as const;

function AccountStatistics({ fullUsername }: { fullUsername: string }) {
  const { t, i18n } = useTranslation();
  const stats = useAccountStats(fullUsername);
  return (
    <section className="mod-section" aria-labelledby="account-stats">
      <h3 id="account-stats">{t('accounts22Accounts.statistics')}</h3>
      <QueryState query={stats} loading={null}>
        {(data) => (
          <dl className="mod-facts">
            {STATS.filter((key) => data[key] !== undefined).map((key) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{t(`accounts22Accounts.stats.${key}`)}</dt>
                <dd>{data[key]!.toLocaleString(intlLocale(i18n.language))}</dd>
              </div>
            ))}
            {data.media_total_size !== undefined && (
              <>
                <dt>{t('accounts22Accounts.stats.media_total_size')}</dt>
                <dd>{formatSize(data.media_total_size) ?? '—'}</dd>
              </>
            )}
          </dl>
        )}
      </QueryState>
    </section>
  );
}

/** Purge, after the confirmation that it cannot be undone. */
function Purge({ account }: { account: Account }) {
  const { t } = useTranslation();
  const purge = usePurgeAccount();
  const offline = useReachability() === 'offline';
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const run = async () => {
    setErrors([]);
    try {
      await purge.mutateAsync(account.id);
    } catch (error) {
      setErrors(podReasons(error));
      return;
    }
    addMessage({ content: t('accounts22Accounts.purged') });
  };
  return (
    <section className="mod-section">
      {offline && (
        <p className="state state--notice" role="status">
          {t('accounts22Accounts.purgeOffline')}
        </p>
      )}
      <FormFailure title={t('accounts22Accounts.purgeFailed')} messages={errors} failed={purge.isError} />
      <button
        type="button"
        className="button button--danger"
        disabled={offline || purge.isPending}
        onClick={() => setAsking(true)}
      >
        {t('accounts22Accounts.purge')}
      </button>
      {asking && (
        <ConfirmModal
          title={t('accounts22Accounts.purgeTitle')}
          action={t('accounts22Accounts.purge')}
          onConfirm={() => void run()}
          onClose={() => setAsking(false)}
        >
          <p>{t('accounts22Accounts.purgeText')}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
