// import26: the older variant's library upload screen, `library/:uuid/upload?import=<ref>` (spec 01
// section 2, issue 26): pick or drop files, which go through the same durable queue as the upload
// screens (tags read in a worker, resumed after a reload, the same reasons, messages and leave-page
// question), every one sent with the import reference of `import` (a new one written into the query
// when absent). Below, that reference's files on the pod counted by import status.

import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ALLOWED_EXTENSIONS,
  IMPORT_COUNT_STATUSES,
  queueImportFiles,
  useImportStatusCounts,
  withDeviceRefusals,
  useQuota,
  type QueuedUpload,
  type UploadGroup,
} from '../../sync/uploads';
import { useLibrary } from '../../sync/libraries';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { formatSize } from '../format/size';
import { isUuid } from '../routing/patterns';
import { NotFound } from '../shell/NotFound';
import { useOwnsLibrary } from '../libraries/LibraryHeader';
import { FilePicker } from './FilePicker';
import { UploadBackLink } from './UploadBackLink';
import { GroupCard } from './GroupCard';
import { LeaveQuestion } from './LeaveQuestion';
import { useLeaveGuard } from './useLeaveGuard';
import { useMyUploads, useUploadInProgress } from './useMyUploads';
import { startNow } from '../idle';
import { uploadQueueStarted } from './start';
import './upload.css';

// The queue's commands need the uploader, a chunk of its own: started when this screen's chunk loads.
const uploader = startNow('uploads').then(uploadQueueStarted);

/** The quota's unit (users/me quota_status), as the pod counts it. */
const MB = 1000 * 1000;

/** A new import reference when the query has none: the moment, as 1.4's web front makes one. */
export function newImportReference(now = new Date()): string {
  return now.toISOString();
}

/** `library/:uuid/upload?import=<ref>` of the older variant's route table. */
export function LibraryImportUpload() {
  const { uuid } = useParams();
  return isUuid(uuid) ? <ImportUploadPage uuid={uuid} /> : <NotFound />;
}

/** What changes when this device's files of the group settle or reach the pod: the counts are asked again. */
function revisionOf(uploads: readonly QueuedUpload[]): string {
  return uploads.map((upload) => `${upload.guid ?? ''}:${upload.state}:${upload.importedAt ?? ''}`).join('|');
}

function ImportUploadPage({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const reference = params.get('import') || null;
  // No reference in the query: a new one, written into it (replacing the entry, not adding one).
  useEffect(() => {
    if (reference !== null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('import', newImportReference());
        return next;
      },
      { replace: true },
    );
  }, [reference, setParams]);

  const library = useLibrary(uuid);
  const owner = useOwnsLibrary(library.data);
  const quota = useQuota();
  const queue = useMyUploads();
  const inProgress = useUploadInProgress();
  const blocker = useLeaveGuard(inProgress);
  const reachability = useReachability();
  const [dragging, setDragging] = useState(false);

  const groups = useMemo<UploadGroup[]>(
    () =>
      (queue?.groups ?? []).filter(
        (group) => group.importReference === reference && reference !== null && group.targetLibrary === uuid,
      ),
    [queue, reference, uuid],
  );
  const ids = new Set(groups.map((group) => group.id));
  const files = queue?.uploads.filter((upload) => ids.has(upload.groupId)) ?? [];
  const pod = useImportStatusCounts(reference, revisionOf(files));
  const counts = withDeviceRefusals(pod.counts, files);
  const failed = pod.failed;

  const add = async (chosen: File[]) => {
    if (reference === null || chosen.length === 0 || !library.data) return;
    await uploader;
    const remaining = quota.data?.remaining ?? null;
    const remainingBytes = remaining === null ? null : Math.max(0, remaining) * MB;
    const result = await queueImportFiles({ uuid, name: library.data.name }, reference, chosen, remainingBytes);
    if (result === null) return;
    for (const name of result.refused)
      addMessage({ content: t('uploads.invalidType', { name, formats: ALLOWED_EXTENSIONS.join(', ') }), error: true });
    for (const name of result.tooBig)
      addMessage({
        content: t('importStatus.tooltips.size', { name, left: formatSize(remainingBytes) ?? '0' }),
        error: true,
      });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };

  const name = library.data?.name ?? '';
  const header = (
    <header className="page-header">
      <div>
        <h1>{t('import26Upload.title', { name })}</h1>
        {owner && <p className="muted">{t('uploads.formats', { formats: ALLOWED_EXTENSIONS.join(', ') })}</p>}
      </div>
    </header>
  );
  // cl26: only the owner uploads into a library (spec 02); anyone else is told so, with no drop zone.
  if (library.data && !owner)
    return (
      <div className="page upload-page import-upload">
        {header}
        <p className="state state--notice">{t('cl26Import.notYours', { name })}</p>
        <p>
          <Link to={`/library/${uuid}`}>{t('cl26Import.toLibrary', { name })}</Link>
        </p>
      </div>
    );
  return (
    <div className="page upload-page import-upload">
      {/* polish29: the way back to the library's page (this screen stands in for its Upload tab). */}
      {name && <UploadBackLink from={{ to: `/library/${uuid}`, name }} />}
      {header}
      {reachability === 'offline' && (
        <p className="state state--notice">{inProgress ? t('uploads.offlineWaiting') : t('import26Upload.offline')}</p>
      )}
      {library.isError && !library.data && <p className="state state--error">{t('import26Upload.noLibrary')}</p>}
      <div
        className={`import-upload__drop${dragging ? ' import-upload__drop--over' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FilePicker disabled={reference === null || !library.data} onFiles={add} />
        <p className="muted">{t('import26Upload.drop')}</p>
      </div>

      <section className="section" aria-labelledby="import-upload-counts">
        <h2 id="import-upload-counts">{t('import26Upload.countsTitle')}</h2>
        <p className="muted">
          {t('import26Upload.reference')} <code className="import-upload__reference">{reference ?? ''}</code>
        </p>
        {failed && <p className="state state--error">{t('import26Upload.countsFailed')}</p>}
        <dl className="import-upload__counts">
          {IMPORT_COUNT_STATUSES.map((status) => (
            <div key={status} className="import-upload__count" data-status={status}>
              <dt>{t(`upload.statuses.${status}`)}</dt>
              <dd>{counts[status] ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {groups.length > 0 && (
        <div className="upload-groups">
          {[...groups].reverse().map((group) => (
            <GroupCard key={group.id} group={group} uploads={files.filter((upload) => upload.groupId === group.id)} />
          ))}
        </div>
      )}

      <LeaveQuestion blocker={blocker} />
    </div>
  );
}
