import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../db/session';
import type { UiText } from '../../sync/core';
import {
  deletablePath,
  frozenLabel,
  frozenOrigin,
  REPORT_TYPES,
  reportStatusKey,
  useReport,
  useReportCommands,
  type ManageReport,
} from '../../sync/reports';
import { useReachability } from '../../sync/status';
import { NotesPanel } from '../notes/NotesPanel';
import { Button } from '../widgets/Button';
import { ConfirmModal } from '../widgets/ConfirmModal';
import { QueryState } from '../widgets/QueryState';
import { RelativeTime } from '../widgets/RelativeTime';
import { FormFailure } from '../widgets/FormFailure';
import { deleteReportedTitle, reportedObjectLabel, reportedObjectPath } from './labels';
import './reports.css';

/** `manage/moderation/reports/{id}` (spec 02 sections 2 and 4). */
export function ReportDetail() {
  const { t } = useTranslation();
  const uuid = useParams().id ?? '';
  const report = useReport(uuid);
  return (
    <QueryState query={report} loading={<p className="state">{t('reports22.loading')}</p>}>
      {(data) => <ReportView report={data} />}
    </QueryState>
  );
}

function ReportView({ report }: { report: ManageReport }) {
  const { t } = useTranslation();
  const profile = useSession()?.profile ?? null;
  const { update, deleteObjectAndResolve } = useReportCommands();
  const offline = useReachability() === 'offline';
  const [errors, setErrors] = useState<UiText[]>([]);
  const [confirming, setConfirming] = useState(false);
  const origin = frozenOrigin(report.frozen);
  const objectPath = reportedObjectPath(report.target);
  const name = frozenLabel(report.frozen);
  const mine = profile !== null && report.assignedTo?.fullUsername === profile.fullUsername;
  const canDelete = Boolean(profile?.permissions.library) && deletablePath(report.target) !== null;

  const run = async (action: () => Promise<{ ok: true } | { ok: false; messages: UiText[] }>) => {
    setErrors([]);
    const result = await action();
    if (!result.ok) setErrors(result.messages);
  };

  return (
    <article className="report-page" aria-labelledby="report-title">
      <header className="report-page__header">
        <h2 id="report-title">{t('reports22.list.reportNumber', { id: report.id })}</h2>
        <span className={`report-status report-status--${report.resolved ? 'resolved' : 'unresolved'}`}>
          {t(reportStatusKey(report))}
        </span>
      </header>
      <FormFailure title={t('reports22.detail.failed')} messages={errors} />
      <div className="report-page__columns">
        <dl className="report-facts">
          <dt>{t('reports22.detail.category')}</dt>
          <dd>
            <select
              aria-label={t('reports22.detail.category')}
              value={report.category}
              disabled={offline}
              onChange={(event) => void run(() => update(report.uuid, { category: event.target.value }))}
            >
              {REPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`reports22.types.${type}`)}
                </option>
              ))}
            </select>
          </dd>
          <dt>{t('reports22.detail.submitted')}</dt>
          <dd>
            <RelativeTime date={report.creationDate} />
          </dd>
          <dt>{t('reports22.detail.submitter')}</dt>
          <dd>
            {report.submitter ? (
              <Link to={`/@${report.submitter.fullUsername}`}>{report.submitter.fullUsername}</Link>
            ) : report.submitterEmail ? (
              <a href={`mailto:${report.submitterEmail}`}>{report.submitterEmail}</a>
            ) : (
              t('reports22.unknownPerson')
            )}
          </dd>
          <dt>{t('reports22.detail.message')}</dt>
          <dd className="report-facts__message">{report.message || t('reports22.detail.noMessage')}</dd>
          <dt>{t('reports22.detail.assignedTo')}</dt>
          <dd>
            {report.assignedTo?.fullUsername ?? t('reports22.detail.nobody')}{' '}
            {profile && !mine && (
              <Button
                thin
                disabled={offline}
                onClick={() => run(() => update(report.uuid, { assignedTo: profile.fullUsername }))}
              >
                {t('reports22.detail.assignToMe')}
              </Button>
            )}
          </dd>
          <dt>{t('reports22.detail.resolutionDate')}</dt>
          <dd>{report.handledDate ? <RelativeTime date={report.handledDate} /> : t('reports22.detail.notResolved')}</dd>
        </dl>

        <section className="reported-object" aria-labelledby="reported-object-title">
          <h3 id="reported-object-title">{t('reports22.detail.object')}</h3>
          <dl className="report-facts">
            <dt>{t('reports22.detail.objectType')}</dt>
            <dd>{reportedObjectLabel(t, report)}</dd>
            <dt>{t('reports22.detail.objectName')}</dt>
            <dd>{objectPath ? <Link to={objectPath}>{name ?? objectPath}</Link> : (name ?? '—')}</dd>
            <dt>{t('reports22.detail.owner')}</dt>
            <dd>{report.owner?.fullUsername ?? t('reports22.detail.noOwner')}</dd>
            <dt>{t('reports22.detail.domain')}</dt>
            <dd>{origin.domain ?? '—'}</dd>
            <dt>{t('reports22.detail.local')}</dt>
            <dd>
              {origin.isLocal === null ? '—' : origin.isLocal ? t('reports22.detail.yes') : t('reports22.detail.no')}
            </dd>
          </dl>
          {report.target === null && (
            <div className="reported-object__frozen">
              <p role="note">{t('reports22.detail.deleted')}</p>
              {/* axe25: it scrolls, so a keyboard can reach it to scroll it (as the import logs). */}
              <pre aria-label={t('reports22.detail.frozenCopy')} tabIndex={0}>
                {JSON.stringify(report.frozen, null, 2)}
              </pre>
            </div>
          )}
        </section>
      </div>

      <div className="toolbar report-page__actions">
        <Button
          variant={report.resolved ? 'secondary' : 'primary'}
          disabled={offline}
          onClick={() => run(() => update(report.uuid, { resolved: !report.resolved }))}
        >
          {report.resolved ? t('reports22.detail.unresolve') : t('reports22.detail.resolve')}
        </Button>
        {canDelete && (
          <Button variant="danger" disabled={offline} onClick={() => setConfirming(true)}>
            {t('reports22.detail.deleteObject')}
          </Button>
        )}
        {offline && <p className="muted">{t('reports22.needsPod')}</p>}
      </div>
      {confirming && (
        <ConfirmModal
          title={deleteReportedTitle(t, report)}
          action={t('reports22.detail.deleteConfirm')}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run(() => deleteObjectAndResolve(report))}
        >
          <p>{t('reports22.detail.deleteExplain', { name: name ?? '' })}</p>
        </ConfirmModal>
      )}

      <NotesPanel target={{ type: 'report', uuid: report.uuid }} />
    </article>
  );
}
