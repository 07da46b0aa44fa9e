import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Rss } from '../icons';
import { useSession } from '../../db/session';
import { useSubscribeToFeed } from '../../sync/channels';
import { useReachability } from '../../sync/status';
import { FeedRefusal, FeedUrlField } from './FeedForm';
import { Button } from '../widgets/Button';
import { Modal } from '../widgets/Modal';

/**
 * "Subscribe to an RSS feed" (issue 19): a feed URL, `channels/rss-subscribe/`, then the channel's
 * page. The pod reads the feed, so this needs the pod: offline, the form says so and waits.
 */
export function RssSubscribe() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const subscribe = useSubscribeToFeed();
  const offline = useReachability() === 'offline';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '' || offline || subscribe.isPending) return;
    subscribe.mutate(url, {
      onSuccess: (answer) => {
        setOpen(false);
        setUrl('');
        void navigate(`/channels/${answer.channel.uuid}`);
      },
    });
  };
  const signedIn = Boolean(useSession()?.profile);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) subscribe.reset();
  };
  // The pod subscribes the caller: a visitor has nobody to subscribe.
  if (!signedIn) return null;
  return (
    <>
      <Button icon={<Rss aria-hidden size={16} />} onClick={() => setOpen(true)}>
        {t('rssEpisodes.subscribe')}
      </Button>
      <Modal
        open={open}
        onOpenChange={change}
        title={t('rssEpisodes.modalTitle')}
        actions={
          <>
            <button type="button" className="button" onClick={() => change(false)}>
              {t('rssEpisodes.cancel')}
            </button>
            <Button
              type="submit"
              form={`${id}-form`}
              variant="primary"
              loading={subscribe.isPending}
              disabled={offline || url.trim() === ''}
            >
              {t('rssEpisodes.submit')}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} className="form" onSubmit={submit}>
          <FeedUrlField id={id} value={url} onChange={setUrl} disabled={offline} />
          {offline && <p className="state state--notice">{t('rssEpisodes.needsPod')}</p>}
          <FeedRefusal error={subscribe.error} />
        </form>
      </Modal>
    </>
  );
}
