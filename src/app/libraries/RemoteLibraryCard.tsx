import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Globe, Lock, Users } from '../icons';
import { ApiRequestError } from '../../sync/core';
import { useLibraryFollow } from '../../sync/follows';
import {
  scanRunning,
  scanState,
  useRemoteLibrary,
  useScanLibrary,
  type Library,
  type ScanState,
} from '../../sync/libraries';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { showApiError } from '../messages/translate';
import { Button } from '../widgets/Button';
import { LibraryFollowButton } from '../follows/FollowButtons';
import { followOutcome } from '../follows/follow-rules';
import { SharingLink } from './SharingLink';
import './remote.css';

const PRIVACY = {
  everyone: { icon: Globe, label: 'libraryDetail.public', tip: 'remoteLibraries.publicTip' },
  instance: { icon: Users, label: 'libraryDetail.restricted', tip: 'remoteLibraries.restrictedTip' },
  me: { icon: Lock, label: 'libraryDetail.private', tip: 'remoteLibraries.privateTip' },
} as const;

/** The visibility label, with what it means for a follower as its tooltip (and for screen readers). */
function Visibility({ level }: { level: Library['privacyLevel'] }) {
  const { t } = useTranslation();
  const known = level === 'everyone' || level === 'instance' || level === 'me' ? PRIVACY[level] : null;
  if (!known) return null;
  const Icon = known.icon;
  return (
    <span className="remote-card__privacy" title={t(known.tip)}>
      <Icon aria-hidden size={14} />
      {/* g18: the tip starts with the label ('Public: …'): read once, not 'Public: Public: …'. */}
      <span aria-hidden>{t(known.label)}</span>
      <span className="visually-hidden">{t(known.tip)}</span>
    </span>
  );
}

function scanText(state: ScanState): { text: string; params?: Record<string, string | number> } {
  switch (state.kind) {
    case 'none':
      return { text: 'remoteLibraries.scan.none' };
    case 'pending':
      return { text: 'remoteLibraries.scan.pending' };
    case 'scanning':
      return {
        text: 'remoteLibraries.scan.scanningFiles',
        params: { processed: state.processed, count: state.total, percent: state.percent },
      };
    case 'success':
      return { text: 'remoteLibraries.scan.success' };
    case 'partial':
      return { text: 'remoteLibraries.scan.partial', params: { count: state.errored } };
    case 'failure':
      return { text: 'remoteLibraries.scan.failure' };
    case 'unknown':
      return { text: 'remoteLibraries.scan.unknown', params: { status: state.status } };
  }
}

/** The latest scan: its state in words, a progress bar while it runs. */
function ScanDetails({ state }: { state: ScanState }) {
  const { t } = useTranslation();
  const { text, params } = scanText(state);
  return (
    <div className={`remote-card__scan-state remote-card__scan-state--${state.kind}`}>
      <span>{t(text, params)}</span>
      {state.kind === 'scanning' && (
        <progress max={state.total} value={state.processed} aria-label={t('remoteLibraries.scan.progress')} />
      )}
    </div>
  );
}

/**
 * A library of another pod (spec 02, remote library card): name, owner, description, file count,
 * visibility, follow (through the outbox), scan now with the scan's state (polled while it runs),
 * and the sharing link. Scanning needs the pod: offline it is disabled with a note.
 */
export function RemoteLibraryCard({ library: listed }: { library: Library }) {
  const { t } = useTranslation();
  const titleId = useId();
  const library = useRemoteLibrary(listed);
  const follow = useLibraryFollow(library.uuid);
  const scan = useScanLibrary();
  const offline = useReachability() === 'offline';
  const state = scanState(library.latestScan);
  const launch = async () => {
    try {
      const { answer } = await scan.mutateAsync(library);
      addMessage({ content: t(answer.launched ? 'remoteLibraries.scanLaunched' : 'remoteLibraries.scanSkipped') });
    } catch (error) {
      if (error instanceof ApiRequestError) showApiError(error.apiError);
    }
  };
  const needsApproval = follow === null && followOutcome(library.privacyLevel, library.isLocal) === 'pending';

  return (
    <li className="remote-card" aria-labelledby={titleId}>
      <div className="remote-card__head">
        <h3 id={titleId} className="remote-card__title">
          {/* Its page lists what a scan brought (and, before that, says following may be needed). */}
          <Link to={`/library/${library.uuid}`}>{library.name}</Link>
        </h3>
        <Visibility level={library.privacyLevel} />
      </div>
      {library.actor && (
        <p className="remote-card__meta">{t('remoteLibraries.owner', { name: library.actor.fullUsername })}</p>
      )}
      {library.description && <p className="remote-card__description">{library.description}</p>}
      <p className="remote-card__meta">{t('remoteLibraries.files', { count: library.uploadsCount ?? 0 })}</p>
      <LibraryFollowButton uuid={library.uuid} />
      {needsApproval && <p className="remote-card__meta">{t('remoteLibraries.needsApproval')}</p>}
      {/* A library of this pod has nothing to fetch: a real pod skips its scans. */}
      {!library.isLocal && (
        <div className="remote-card__scan">
          <ScanDetails state={state} />
          <Button
            variant="secondary"
            onClick={launch}
            disabled={offline || scanRunning(state)}
            loading={scan.isPending}
          >
            {t('remoteLibraries.scanNow')}
          </Button>
        </div>
      )}
      {offline && !library.isLocal && <p className="remote-card__meta">{t('remoteLibraries.scanOffline')}</p>}
      <SharingLink fid={library.fid} />
    </li>
  );
}
