import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Rss } from '../icons';
import { useSession } from '../../db/session';
import { useChannels, type Channel } from '../../sync/channels';
import {
  MAX_KEEP,
  newRule,
  setEpisodeRule,
  useConnectionType,
  useEpisodeRules,
  wifiVerdict,
  type EpisodeRule,
} from '../../sync/downloads';

/** Enough for the podcasts one person follows; more are a later page of the same list. */
const PODCASTS_PAGE_SIZE = 50;

function PodcastRule({ channel, rule }: { channel: Channel; rule: EpisodeRule }) {
  const { t } = useTranslation();
  const id = useId();
  const verdict = wifiVerdict(useConnectionType());
  const name = channel.artist.name;
  const save = (change: Partial<EpisodeRule>) => void setEpisodeRule({ ...rule, title: name, ...change });
  return (
    <li className="downloads-item episodes-rule" aria-labelledby={`${id}-name`}>
      <span className="downloads-item__main">
        <Link id={`${id}-name`} className="downloads-item__title" to={`/channels/${channel.uuid}`}>
          {name}
        </Link>
        {channel.isExternal && (
          <span className="downloads-item__meta">
            <Rss aria-hidden size={12} /> {t('rssEpisodes.externalMark')}
          </span>
        )}
        <span className="episodes-rule__controls">
          <label className="episodes-rule__check">
            <input
              type="checkbox"
              checked={rule.enabled}
              aria-label={t('rssEpisodes.downloadNewOf', { name })}
              onChange={(event) => save({ enabled: event.target.checked })}
            />
            {t('rssEpisodes.downloadNew')}
          </label>
          <label className="episodes-rule__keep">
            {t('rssEpisodes.keep')}
            <input
              type="number"
              min={1}
              max={MAX_KEEP}
              value={rule.keep}
              aria-label={t('rssEpisodes.keepOf', { name })}
              onChange={(event) => {
                const keep = Number(event.target.value);
                if (Number.isInteger(keep) && keep >= 1) save({ keep });
              }}
            />
          </label>
          <label className="episodes-rule__check">
            <input
              type="checkbox"
              checked={rule.wifiOnly}
              aria-label={t('rssEpisodes.wifiOnlyOf', { name })}
              aria-describedby={rule.wifiOnly && verdict !== 'wifi' ? `${id}-wifi` : undefined}
              onChange={(event) => save({ wifiOnly: event.target.checked })}
            />
            {t('rssEpisodes.wifiOnly')}
          </label>
        </span>
        {rule.wifiOnly && verdict !== 'wifi' && (
          <small id={`${id}-wifi`} className="muted episodes-rule__note">
            {t(verdict === 'unknown' ? 'rssEpisodes.wifiUnknown' : 'rssEpisodes.wifiWaiting')}
          </small>
        )}
      </span>
    </li>
  );
}

/**
 * "New episodes" (issue 19, beyond the spec): per subscribed podcast, download its new episodes
 * (off by default; the newest 3, changeable) and only on Wi-Fi (on by default).
 */
export function NewEpisodes() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.profile);
  const rules = useEpisodeRules();
  const query = useChannels({ subscribed: true, page_size: PODCASTS_PAGE_SIZE }, { enabled: signedIn });
  if (!signedIn) return null;
  const podcasts = (query.data?.results ?? []).filter((channel) => channel.artist.contentCategory === 'podcast');
  return (
    <section className="section" aria-labelledby="new-episodes-title">
      <div className="section__head">
        <h2 id="new-episodes-title">{t('rssEpisodes.sectionTitle')}</h2>
      </div>
      <p className="muted">{t('rssEpisodes.sectionHelp')}</p>
      {podcasts.length === 0 ? (
        query.isPending || rules === undefined ? null : (
          <p className="muted">{t(query.isError ? 'rssEpisodes.noneOffline' : 'rssEpisodes.none')}</p>
        )
      ) : (
        <ul className="downloads-list" aria-label={t('rssEpisodes.sectionTitle')}>
          {podcasts.map((channel) => (
            <PodcastRule
              key={channel.uuid}
              channel={channel}
              rule={
                rules?.[channel.uuid] ??
                newRule({
                  channel: channel.uuid,
                  artistId: channel.artist.id,
                  title: channel.artist.name,
                  external: channel.isExternal,
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
