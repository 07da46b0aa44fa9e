import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { Radio, Upload } from '../icons';
import {
  ALLOWED_EXTENSIONS,
  isGroupSettled,
  keptUploadBytes,
  type QueuedUpload,
  type UploadGroup,
} from '../../sync/uploads';
import { useReachability } from '../../sync/status';
import { formatSize } from '../format/size';
import { GroupCard } from './GroupCard';
import { LeaveQuestion } from './LeaveQuestion';
import { LibraryFiles } from './LibraryFiles';
import { QuotaPanel } from './QuotaPanel';
import { UploadBackLink } from './UploadBackLink';
import { UploadModal } from './UploadModal';
import { useLeaveGuard } from './useLeaveGuard';
import { useMyUploads, useUploadInProgress } from './useMyUploads';
import './upload.css';

/** `/upload` and its children index, running, history and all (spec 01 section 2). */
export function UploadLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // pub19: `?channel=<uuid>` (or the button) opens the modal with a channel target.
  const [params, setParams] = useSearchParams();
  const [channelTarget, setChannelTarget] = useState<string | null>(params.get('channel'));
  const inProgress = useUploadInProgress();
  const blocker = useLeaveGuard(inProgress);
  const reachability = useReachability();
  const queue = useMyUploads();
  const waiting = queue ? keptUploadBytes(queue.uploads.filter((upload) => upload.importedAt === null)) : 0;
  // polish29: the tabs keep where the screens were opened from (UploadBackLink).
  const from = useLocation().state as unknown;
  return (
    <div className="page upload-page">
      <UploadBackLink />
      <header className="page-header">
        <div>
          <h1>{t('uploads.title')}</h1>
          <p className="muted">{t('uploads.formats', { formats: ALLOWED_EXTENSIONS.join(', ') })}</p>
          {waiting > 0 && <p className="muted">{t('uploads.waitingStorage', { size: formatSize(waiting) })}</p>}
        </div>
        <div className="upload-page__starts">
          <button type="button" className="button" onClick={() => setChannelTarget('')}>
            <Radio aria-hidden size={18} />
            {t('channelPublish.open')}
          </button>
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            <Upload aria-hidden size={18} />
            {t('uploads.start')}
          </button>
        </div>
      </header>
      {reachability === 'offline' && inProgress && <p className="state state--notice">{t('uploads.offlineWaiting')}</p>}
      <nav className="tabs" aria-label={t('uploads.tabs')}>
        <NavLink end to="/upload" state={from}>
          {t('uploads.index')}
        </NavLink>
        <NavLink to="/upload/running" state={from}>
          {t('uploads.running')}
        </NavLink>
        <NavLink to="/upload/history" state={from}>
          {t('uploads.history')}
        </NavLink>
        <NavLink to="/upload/all" state={from}>
          {t('uploads.all')}
        </NavLink>
      </nav>
      <Outlet />
      <UploadModal open={open} onClose={() => setOpen(false)} />
      <UploadModal
        open={channelTarget !== null}
        channel={channelTarget ?? ''}
        onClose={() => {
          setChannelTarget(null);
          if (params.has('channel')) setParams({}, { replace: true });
        }}
      />
      <LeaveQuestion blocker={blocker} />
    </div>
  );
}

function Groups({ groups, uploads, empty }: { groups: UploadGroup[]; uploads: QueuedUpload[]; empty: string }) {
  if (groups.length === 0) return <p className="state">{empty}</p>;
  // Newest first.
  return (
    <div className="upload-groups">
      {[...groups].reverse().map((group) => (
        <GroupCard key={group.id} group={group} uploads={uploads.filter((upload) => upload.groupId === group.id)} />
      ))}
    </div>
  );
}

function useSplit() {
  const queue = useMyUploads();
  if (!queue) return null;
  const published = queue.groups.filter((group) => group.state === 'published');
  const of = (group: UploadGroup) => queue.uploads.filter((upload) => upload.groupId === group.id);
  return {
    queue,
    running: published.filter((group) => !isGroupSettled(of(group))),
    history: published.filter((group) => isGroupSettled(of(group))),
  };
}

export function UploadIndex() {
  const { t } = useTranslation();
  const split = useSplit();
  return (
    <>
      <p>{t('uploads.intro')}</p>
      {split && split.running.length > 0 && <Groups groups={split.running} uploads={split.queue.uploads} empty="" />}
      <QuotaPanel />
    </>
  );
}

export function UploadRunning() {
  const { t } = useTranslation();
  const split = useSplit();
  const from = useLocation().state as unknown;
  if (!split) return null;
  // "running" redirects to /upload when there are no upload groups.
  if (split.queue.groups.length === 0) return <Navigate to="/upload" replace state={from} />;
  // g18: a group that finished at once leaves this tab empty right after Publish: say where it went.
  if (split.running.length === 0 && split.history.length > 0)
    return (
      <p className="state">
        {t('uploads.noRunning')}{' '}
        <Link to="/upload/history" state={from}>
          {t('g18Upload.finished')}
        </Link>
      </p>
    );
  return <Groups groups={split.running} uploads={split.queue.uploads} empty={t('uploads.noRunning')} />;
}

export function UploadHistory() {
  const { t } = useTranslation();
  const split = useSplit();
  if (!split) return null;
  return <Groups groups={split.history} uploads={split.queue.uploads} empty={t('uploads.noHistory')} />;
}

/** What this device sent (its groups, newest first), then every upload of the user on the pod. */
export function UploadAll() {
  const { t } = useTranslation();
  const queue = useMyUploads();
  if (!queue) return null;
  const published = queue.groups.filter((group) => group.state === 'published');
  return (
    <>
      {published.length > 0 && (
        <section className="section" aria-labelledby="uploads-on-device">
          <h2 id="uploads-on-device">{t('uploads.onDevice')}</h2>
          <Groups groups={published} uploads={queue.uploads} empty="" />
        </section>
      )}
      <LibraryFiles title={t('uploads.onPod')} />
    </>
  );
}
