import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Rss } from '../icons';
import { useSession } from '../../db/session';
import { useSubscribeToFeed } from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { FeedRefusal, FeedUrlField } from '../channels/FeedForm';
import { Button } from '../widgets/Button';

/**
 * The RSS feeds tab of /search: the feed's URL and Subscribe. Only a click subscribes (the pod reads
 * the feed, makes its channel and subscribes the caller); then the channel's page opens, or the
 * pod's reason shows.
 */
export function RssFeedTab({ url: initial }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [url, setUrl] = useState(initial);
  const subscribe = useSubscribeToFeed();
  const offline = useReachability() === 'offline';
  const signedIn = Boolean(useSession()?.profile);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '' || offline || !signedIn || subscribe.isPending) return;
    subscribe.mutate(url.trim(), {
      onSuccess: (answer) => void navigate(`/channels/${answer.channel.uuid}`),
    });
  };
  return (
    <form className="form search-rss" onSubmit={submit}>
      <FeedUrlField id={id} value={url} onChange={setUrl} disabled={offline || !signedIn} />
      <div>
        <Button
          type="submit"
          variant="primary"
          icon={<Rss aria-hidden size={16} />}
          loading={subscribe.isPending}
          disabled={offline || !signedIn || url.trim() === ''}
        >
          {t('rssEpisodes.submit')}
        </Button>
      </div>
      {offline && <p className="state state--notice">{t('rssEpisodes.needsPod')}</p>}
      {!signedIn && (
        <p className="state state--notice">
          {t('search21Page.rssSignIn')} <Link to="/login?next=/search">{t('search21Page.logIn')}</Link>
        </p>
      )}
      <FeedRefusal error={subscribe.error} />
    </form>
  );
}
