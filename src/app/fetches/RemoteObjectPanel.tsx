import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReachability } from '../../sync/status';
import { Button } from '../widgets/Button';

/**
 * The "remote object" tab of /search (issue 21): the query as typed (a URL, `@user@domain` or
 * `user@domain`) in an input of its own, and Fetch. The pod does the fetching, so offline the button
 * is disabled and says why.
 */
export function RemoteObjectPanel(props: { query: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState(props.query);
  const offline = useReachability() === 'offline';
  const submit = (event: FormEvent) => {
    event.preventDefault();
  };
  return (
    <form className="form fetch-panel" onSubmit={submit}>
      <label className="field" htmlFor={`${id}-query`}>
        {t('fetches.queryLabel')}
        <input id={`${id}-query`} type="text" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <Button type="submit" variant="primary" disabled={offline || query.trim() === ''}>
        {t('fetches.fetch')}
      </Button>
      {offline ? <p className="muted">{t('fetches.offline')}</p> : null}
    </form>
  );
}
