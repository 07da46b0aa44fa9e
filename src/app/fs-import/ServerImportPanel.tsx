import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileAudio, Folder, FolderOpen } from '../icons';
import { useSession } from '../../db/session';
import { breadcrumb, newImportReference, useFsImport, useFsImportWrites, type FsImportRun } from '../../sync/fs-import';
import type { Library } from '../../sync/libraries';
import { useReachability } from '../../sync/status';
import { translateUiText } from '../messages/translate';
import { FormFailure } from '../widgets/FormFailure';
import { PodAddressHint } from '../widgets/PodAddressHint';
import { useFormDraft } from '../widgets/useFormDraft';
import './fs-import.css';

const parseDraft = (value: unknown) => (typeof value === 'string' ? value : null);

/** Where the files of an import are listed: the user's files table, filtered by the reference. */
export const importFilesPath = (reference: string) =>
  `/content/libraries/tracks?${new URLSearchParams({ import_reference: reference }).toString()}`;

function RunStatus({ run, onCancel, busy }: { run: FsImportRun; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const offline = useReachability() === 'offline';
  return (
    <div className="fs-import__run" role="status" aria-label={t('import23FsImport.statusLabel')}>
      <p>
        <strong>{t('import23FsImport.status')}</strong>{' '}
        <span className={`fs-import__status fs-import__status--${run.status}`}>
          {t(`import23FsImport.statuses.${run.status}`, { defaultValue: run.status })}
        </span>
        {run.reference && (
          <>
            {' · '}
            {t('import23FsImport.reference', { reference: run.reference })}
          </>
        )}
      </p>
      <pre className="fs-import__logs" aria-label={t('import23FsImport.logs')} tabIndex={0}>
        {run.logs.length ? run.logs.join('\n') : t('import23FsImport.noLogs')}
      </pre>
      <div className="toolbar">
        {run.running && (
          <button type="button" className="button" disabled={busy || offline} onClick={onCancel}>
            {t('import23FsImport.cancel')}
          </button>
        )}
        {!run.running && run.reference && (
          <Link className="button" to={importFilesPath(run.reference)}>
            {t('import23FsImport.files')}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The server import of a library's upload tab (spec 02, file upload screen): browse the pod's import
 * folder, import the folder shown into this library under a reference, follow the import's status and
 * logs (asked again every second while it runs), cancel it, then open its files. The pod runs one
 * import at a time for everyone; a second launch is refused and says why. Library-flag holders only.
 */
export function ServerImportPanel({ library }: { library: Library }) {
  const { t } = useTranslation();
  const id = useId();
  const permitted = useSession()?.profile?.permissions.library === true;
  const [path, setPath] = useState('');
  const state = useFsImport(path, { enabled: permitted });
  const writes = useFsImportWrites();
  const offline = useReachability() === 'offline';
  const [initialReference] = useState(() => newImportReference());
  const reference = useFormDraft(`server import ${library.uuid}`, initialReference, parseDraft);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!permitted) return null;
  const data = state.data;
  const run = data?.run ?? null;

  const launch = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || offline) return;
    setBusy(true);
    setFailure(null);
    const result = await writes.launch({ path, library: library.uuid, reference: reference.value.trim() });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.error.messages.map((message) => translateUiText(message)));
      return;
    }
    await reference.clear();
    // The next import gets a reference of its own, not this one again.
    reference.set(newImportReference());
  };
  const cancel = async () => {
    setBusy(true);
    await writes.cancel();
    setBusy(false);
  };

  return (
    <section className="section fs-import" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import23FsImport.title')}</h2>
      <p className="muted">{t('import23FsImport.intro', { root: data?.root ?? '…' })}</p>
      <PodAddressHint error={state.error} />
      {run && <RunStatus run={run} busy={busy} onCancel={() => void cancel()} />}
      <nav className="fs-import__crumbs" aria-label={t('import23FsImport.breadcrumb')}>
        <ol>
          <li>
            <button
              type="button"
              className="link-button"
              aria-current={path === '' ? 'location' : undefined}
              onClick={() => setPath('')}
            >
              {t('import23FsImport.root')}
            </button>
          </li>
          {breadcrumb(path).map((crumb) => (
            <li key={crumb.path}>
              <button
                type="button"
                className="link-button"
                aria-current={crumb.path === path ? 'location' : undefined}
                onClick={() => setPath(crumb.path)}
              >
                {crumb.name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {state.isError && !data && <p className="state state--error">{t('import23FsImport.loadFailed')}</p>}
      {data && (
        <ul className="fs-import__entries" aria-label={t('import23FsImport.contents')}>
          {data.entries.length === 0 && <li className="muted">{t('import23FsImport.emptyFolder')}</li>}
          {data.entries.map((entry) =>
            entry.dir ? (
              <li key={entry.path}>
                <button type="button" className="link-button" onClick={() => setPath(entry.path)}>
                  <Folder aria-hidden size={16} />
                  {entry.name}
                </button>
              </li>
            ) : (
              <li key={entry.path} className="fs-import__file">
                <FileAudio aria-hidden size={16} />
                {entry.name}
              </li>
            ),
          )}
        </ul>
      )}
      <form className="fs-import__form" onSubmit={(event) => void launch(event)}>
        <FormFailure title={t('import23FsImport.launchFailed')} messages={failure ?? []} failed={failure !== null} />
        <label className="field">
          <span>{t('import23FsImport.referenceLabel')}</span>
          <input
            value={reference.value}
            required
            maxLength={255}
            aria-describedby={`${id}-help`}
            onChange={(event) => reference.set(event.target.value)}
          />
        </label>
        <small id={`${id}-help`} className="muted">
          {offline ? t('import23FsImport.offline') : t('import23FsImport.referenceHelp')}
        </small>
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy || offline || !data}>
            <FolderOpen aria-hidden size={18} />
            {t('import23FsImport.launch', { folder: path === '' ? t('import23FsImport.root') : path })}
          </button>
        </div>
      </form>
    </section>
  );
}
