import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, ExternalLink, RotateCcw } from '../icons';
import {
  importFailureOf,
  uploadDebugText,
  useUploadsAction,
  type ImportFailure,
  type Upload,
} from '../../sync/uploads';
import { useReachability } from '../../sync/status';
import { addMessage } from '../messages/store';
import { useTimedFlag } from '../widgets/useTimedFlag';
import { COPY_CONFIRM_MS } from '../widgets/CopyButton';
import { IMPORT_ERRORS_DOC_URL, SUPPORT_THREAD_URL } from './help-links';
import './upload.css';
import { formatDateTime } from '../format/date';

/** The statuses whose import can be started again (as the files table offers it). */
const RESTARTABLE = new Set<Upload['importStatus']>(['errored', 'skipped', 'pending']);

function Reason({ failure }: { failure: ImportFailure }) {
  const { t } = useTranslation();
  if (failure.kind === 'invalid_metadata')
    return (
      <>
        <p>{t('importStatus.invalidMetadata')}</p>
        {failure.fields.length > 0 && (
          <ul className="import-status__fields" aria-label={t('importStatus.fields')}>
            {failure.fields.map(({ field, messages }) => (
              <li key={field}>
                <code>{field}</code>: {messages.join(' ')}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  if (failure.kind === 'unknown_error') return <p>{t('importStatus.unknownError')}</p>;
  return (
    <>
      <p>{t('importStatus.processing')}</p>
      {failure.code && <p className="muted">{t('importStatus.errorCode', { code: failure.code })}</p>}
    </>
  );
}

function DebugInfo({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  const id = useId();
  const text = uploadDebugText(upload);
  const [copied, showCopied] = useTimedFlag(COPY_CONFIRM_MS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showCopied();
    } catch {
      const field = document.getElementById(id) as HTMLTextAreaElement | null;
      field?.select();
      if (field && document.execCommand('copy')) showCopied();
      else addMessage({ content: t('importStatus.copyFailed'), error: true });
    }
  };
  return (
    <section className="import-status__debug" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('importStatus.debug')}</h3>
      <textarea
        id={id}
        className="input import-status__json"
        readOnly
        rows={Math.min(14, text.split('\n').length)}
        value={text}
        aria-labelledby={`${id}-title`}
      />
      <button type="button" className="button button--small" onClick={() => void copy()}>
        {copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
        {copied ? t('importStatus.copied') : t('importStatus.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('importStatus.copied') : ''}
      </span>
    </section>
  );
}

/**
 * The import of one file (spec 02 "Import status modal", issue 18 "Import diagnostics"): status and
 * dates; for a failed import the reason, help links and the debug information; restart import.
 */
export function ImportDiagnostics({ upload }: { upload: Upload }) {
  const { t } = useTranslation();
  const action = useUploadsAction();
  const offline = useReachability() === 'offline';
  const failure = importFailureOf(upload);
  const name = upload.filename ?? upload.uuid;
  const date = (value: string | null) => (value ? formatDateTime(value) : t('uploads.table.na'));
  const restart = () =>
    action.mutate(
      { action: 'relaunch_import', uuids: [upload.uuid] },
      {
        onSuccess: () => addMessage({ content: t('importStatus.restarted', { name }) }),
        onError: () => addMessage({ content: t('importStatus.restartFailed'), error: true }),
      },
    );
  return (
    <div className="import-status">
      <dl className="details">
        <div className="details__row">
          <dt>{t('importStatus.status')}</dt>
          <dd>
            <span className={`upload-status upload-status--${upload.importStatus}`}>
              {t(`upload.statuses.${upload.importStatus}`)}
            </span>{' '}
            <span className="muted">{t(`importStatus.statusHelp.${upload.importStatus}`)}</span>
          </dd>
        </div>
        <div className="details__row">
          <dt>{t('importStatus.uploadDate')}</dt>
          <dd>{date(upload.creationDate)}</dd>
        </div>
        <div className="details__row">
          <dt>{t('importStatus.importDate')}</dt>
          <dd>{date(upload.importDate)}</dd>
        </div>
      </dl>
      {failure && (
        <section className="import-status__reason" aria-label={t('importStatus.reason')}>
          <h3>{t('importStatus.reason')}</h3>
          <Reason failure={failure} />
          <h3>{t('importStatus.help')}</h3>
          <ul className="import-status__links">
            <li>
              <a href={IMPORT_ERRORS_DOC_URL} target="_blank" rel="noreferrer noopener">
                {t('importStatus.docs')} <ExternalLink aria-hidden size={14} />
              </a>
            </li>
            <li>
              <a href={SUPPORT_THREAD_URL} target="_blank" rel="noreferrer noopener">
                {t('importStatus.support')} <ExternalLink aria-hidden size={14} />
              </a>
            </li>
          </ul>
        </section>
      )}
      <DebugInfo upload={upload} />
      {RESTARTABLE.has(upload.importStatus) && (
        <div className="import-status__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={offline || action.isPending}
            onClick={restart}
          >
            <RotateCcw aria-hidden size={16} />
            {t('importStatus.restart')}
          </button>
          {offline && <p className="muted">{t('importStatus.offline')}</p>}
        </div>
      )}
    </div>
  );
}
