import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Search } from '../icons';
import {
  useFetchRemoteLibrary,
  useFollowedLibraries,
  useRefreshFollowedLibraries,
  type Library,
} from '../../sync/libraries';
import { useReachability } from '../../sync/status';
import { podReasons } from '../messages/translate';
import { Button } from '../widgets/Button';
import { QueryState } from '../widgets/QueryState';
import { RemoteLibraryCard } from './RemoteLibraryCard';
import './remote.css';

/** 'Enter a library URL': the pod fetches the library a sharing link names. Needs the pod. */
function ScanForm({ onFound }: { onFound: (library: Library) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const fetchLibrary = useFetchRemoteLibrary();
  const offline = useReachability() === 'offline';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '' || offline) return;
    fetchLibrary.mutate(url, { onSuccess: onFound });
  };
  const reasons = podReasons(fetchLibrary.error);
  return (
    <form className="remote-search" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('remoteLibraries.searchTitle')}</h2>
      <p className="muted">{t('remoteLibraries.searchHelp')}</p>
      <div className="toolbar">
        <label className="field field--grow" htmlFor={`${id}-url`}>
          {t('remoteLibraries.urlLabel')}
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            disabled={offline}
          />
        </label>
        <Button
          type="submit"
          variant="primary"
          icon={<Search aria-hidden size={16} />}
          loading={fetchLibrary.isPending}
          disabled={offline}
        >
          {t('remoteLibraries.search')}
        </Button>
      </div>
      {offline && <p className="state state--notice">{t('remoteLibraries.searchOffline')}</p>}
      {fetchLibrary.isError && (
        <div className="state state--error" role="alert">
          <strong>{t('remoteLibraries.fetchFailed')}</strong>
          {reasons.length > 0 && (
            <ul className="remote-search__reasons">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * `/content/remote` (spec 02, remote libraries home): the libraries the user follows on other pods,
 * a Refresh button, and the scan form that finds a library by its sharing link.
 */
export function RemoteLibraries() {
  const { t } = useTranslation();
  const followed = useFollowedLibraries();
  const refresh = useRefreshFollowedLibraries();
  const [found, setFound] = useState<Library | null>(null);
  const listId = useId();
  return (
    <div className="page remote-page">
      <header className="page-header">
        <div>
          <h1>{t('remoteLibraries.title')}</h1>
          <p className="muted">{t('remoteLibraries.intro')}</p>
        </div>
        <Button icon={<RefreshCw aria-hidden size={16} />} loading={followed.isFetching} onClick={() => void refresh()}>
          {t('remoteLibraries.refresh')}
        </Button>
      </header>
      <ScanForm onFound={setFound} />
      {found && (
        <section className="section" aria-labelledby={`${listId}-found`}>
          <h2 id={`${listId}-found`}>{t('remoteLibraries.found')}</h2>
          <ul className="remote-list">
            <RemoteLibraryCard key={found.uuid} library={found} />
          </ul>
        </section>
      )}
      <section className="section" aria-labelledby={`${listId}-followed`}>
        <h2 id={`${listId}-followed`}>{t('remoteLibraries.followed')}</h2>
        <QueryState
          query={followed}
          loading={<p className="state">{t('app.loading')}</p>}
          isEmpty={(page) => page.results.every((item) => item.library.uuid === found?.uuid)}
          empty={t('remoteLibraries.empty')}
        >
          {(page) => (
            <ul className="remote-list">
              {page.results
                .filter((item) => item.library.uuid !== found?.uuid)
                .map((item) => (
                  <RemoteLibraryCard key={item.library.uuid} library={item.library} />
                ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
