import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../db/session';
import { useFederationFetch, useMyPastFetches, type FetchErrorKind } from '../../sync/fetches';
import { useReachability } from '../../sync/status';
import { Button } from '../widgets/Button';
import { FetchStatusDialog, useFetchErrorText } from './FetchStatusDialog';
import './fetches.css';

/**
 * The "remote object" tab of /search (issue 21): the query as typed (a URL, `@user@domain` or
 * `user@domain`) in an input of its own, and Fetch. The pod does the fetching, so offline the button
 * is disabled and says why. A finished fetch opens the object's page; this device's past fetches are
 * listed below, each reopening its object.
 */
export function RemoteObjectPanel(props: { query: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(props.query);
  // The search page's query changes with the URL: the panel follows it.
  useEffect(() => setQuery(props.query), [props.query]);
  const offline = useReachability() === 'offline';
  const signedIn = Boolean(useSession()?.profile);
  const { state, start, close } = useFederationFetch();

  useEffect(() => {
    if (state.phase === 'done' && state.outcome.state === 'finished') {
      const route = state.outcome.route;
      close();
      void navigate(route);
    }
  }, [state, close, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (offline || !signedIn || query.trim() === '') return;
    start(query);
  };
  const busy = state.phase === 'requesting' || state.phase === 'waiting';
  return (
    <section className="fetch-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('fetches.panelTitle')}
      </h2>
      <form className="fetch-panel__form" onSubmit={submit}>
        <label className="field field--grow" htmlFor={`${id}-query`}>
          {t('fetches.queryLabel')}
          <input
            id={`${id}-query`}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://… / @user@domain"
            value={query}
            aria-describedby={`${id}-help`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" loading={busy} disabled={offline || !signedIn || query.trim() === ''}>
          {t('fetches.fetch')}
        </Button>
      </form>
      <p id={`${id}-help`} className="muted">
        {offline ? t('fetches.offline') : signedIn ? t('fetches.help') : t('fetches.signIn')}
      </p>
      <FetchStatusDialog state={state} onClose={close} />
      {signedIn && <PastFetches />}
    </section>
  );
}

function PastFetches() {
  const { t } = useTranslation();
  const errorText = useFetchErrorText();
  const rows = useMyPastFetches();
  if (!rows || rows.length === 0) return null;
  return (
    <section className="section fetch-past" aria-labelledby="fetch-past-title">
      <h3 id="fetch-past-title">{t('fetches.pastTitle')}</h3>
      <ul className="fetch-past__list">
        {rows.map((row) => {
          const status =
            row.status === 'errored'
              ? errorText({ kind: (row.errorKind ?? 'unknown') as FetchErrorKind, statusCode: row.statusCode })
              : row.status === 'skipped' || (row.status === 'finished' && row.route === null)
                ? t('fetches.cannotRetrieve')
                : t(`fetches.status.${row.status}`);
          return (
            <li key={row.key} aria-label={row.query} className="fetch-past__item">
              <span className="fetch-past__query">{row.query}</span>
              <span className={`fetch-past__status fetch-past__status--${row.status}`}>{status}</span>
              {row.route !== null && (
                <Link to={row.route} className="button button--ghost">
                  {t('fetches.open')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
