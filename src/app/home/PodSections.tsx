// What the anonymous home and /about/pod share (about21): the pod's statistics, its new albums and
// its new channels, and whether this visitor may browse the pod at all.

import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession, whenInstanceKnown } from '../../db/session';
import { albumListQuery, useAlbums } from '../../sync/catalogue';
import { useChannels, useChannelsOff } from '../../sync/channels';
import { ApiRequestError } from '../../sync/core';
import { nodeInfoQuery, nodeInfoUrl, podStatistics, useNodeInfo, type PodStatisticKey } from '../../sync/instance';
import type { HttpClient } from '../../sync/core';
import { translateUiText } from '../messages/translate';
import { isUnavailableOffline } from '../widgets/query-offline';
import { AlbumCard, cardCoverLoading, ChannelCard, SkeletonGrid } from '../widgets/Cards';
import { QueryGrid } from '../widgets/QueryGrid';

const NEW_ALBUMS = 12;
const NEW_CHANNELS = 6;

const STAT_KEYS: Record<PodStatisticKey, string> = {
  users: 'home.usersCount',
  hours: 'home.hoursOfContent',
  artists: 'home.artistsCount',
  albums: 'home.albumsCount',
  tracks: 'home.tracksCount',
  listenings: 'about.listeningsCount',
  favorites: 'about.favoritesCount',
};

/**
 * Whether this visitor may read the pod's catalogue: yes when signed in or when node info says
 * anonymous visitors can listen; no when it says they cannot (a real pod then answers 401 to every
 * list); 'unknown' while node info is on its way. When node info cannot be had (failed, or offline
 * with nothing kept), the catalogue is tried as before: its own screens say what happens.
 */
export function useCanBrowse(): boolean | 'unknown' {
  const session = useSession();
  const nodeInfo = useNodeInfo();
  if (session?.profile) return true;
  const anonymous = nodeInfo.data?.anonymousCanListen;
  if (anonymous === false) return false;
  // Once failed, stays decided: a refetch (a new observer mounting) resets a query with no data to
  // pending, and flipping back to 'unknown' would unmount and remount that observer without end.
  if (nodeInfo.data !== undefined || nodeInfo.errorUpdatedAt > 0 || isUnavailableOffline(nodeInfo)) return true;
  return 'unknown';
}

/** 'Cannot fetch Node Info: {error}' (DECISIONS.md): the pod's own words when there are some. */
export function nodeInfoErrorText(error: unknown, t: TFunction): string {
  const reason =
    error instanceof ApiRequestError && error.apiError.messages.length > 0
      ? error.apiError.messages.map((message) => translateUiText(message)).join(' ')
      : error instanceof Error && error.message
        ? error.message
        : t('errors.unexpected');
  return t('errors.nodeInfo', { error: reason });
}

/**
 * The statistics node info gives. With `explain` (the about pages), why there are none: the node
 * info error, or that nothing is kept offline; elsewhere a failure is only logged (spec 01 section 8).
 * `albums` replaces the node info's album count (see HomeScreen).
 */
export function PodStatistics({ albums = null, explain = false }: { albums?: number | null; explain?: boolean }) {
  const { t } = useTranslation();
  const nodeInfo = useNodeInfo();
  const info = nodeInfo.data;
  let body;
  if (info !== undefined) {
    const stats = podStatistics(info, albums);
    if (stats.length === 0) return null;
    body = (
      <ul className="stats">
        {stats.map(({ key, count }) => {
          const [value, ...words] = t(STAT_KEYS[key], { count }).split(' ');
          return (
            <li key={key} className="stat">
              <strong>{value}</strong>
              {words.join(' ')}
            </li>
          );
        })}
      </ul>
    );
  } else if (!explain) {
    return null;
  } else if (isUnavailableOffline(nodeInfo)) {
    body = (
      <p className="state state--notice" role="status">
        {t('about.offlineNothingKept')}
      </p>
    );
  } else if (nodeInfo.isError) {
    body = (
      <p className="state state--error" role="alert">
        {nodeInfoErrorText(nodeInfo.error, t)}
      </p>
    );
  } else {
    return null;
  }
  return (
    <section className="section" aria-labelledby="home-stats">
      <h2 id="home-stats" className="visually-hidden">
        {t('home.statistics')}
      </h2>
      {body}
    </section>
  );
}

/** The pod's newest albums (their list's count is the one the statistics show, see HomeScreen); asked only when `enabled`. */
const NEW_ALBUMS_PARAMS = { ordering: '-creation_date', page_size: NEW_ALBUMS } as const;

export function useNewAlbums(enabled: boolean) {
  return useAlbums(NEW_ALBUMS_PARAMS, { enabled });
}

/**
 * lead30 (issue 17): a start on the anonymous home asks for what it shows first (node info, then the
 * new albums where visitors may listen) as soon as the pod is known, not once the shell has rendered:
 * the screen's own queries find them in the cache or on their way. The same decision as useCanBrowse.
 */
export async function prefetchOpenHome(queryClient: QueryClient, client: HttpClient): Promise<void> {
  await whenInstanceKnown();
  if (nodeInfoUrl(client) === null) return;
  const info = await queryClient.fetchQuery(nodeInfoQuery(client)).catch(() => undefined);
  if (info?.anonymousCanListen === false) return;
  await queryClient.prefetchQuery(albumListQuery(client, NEW_ALBUMS_PARAMS));
}

export function NewAlbumsSection({ albums }: { albums: ReturnType<typeof useNewAlbums> }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="home-new-albums">
      <div className="section__head">
        <h2 id="home-new-albums">{t('home.newAlbums')}</h2>
        <Link to="/library/albums">{t('library.seeAll')}</Link>
      </div>
      <QueryGrid
        query={albums}
        loading={<SkeletonGrid count={6} />}
        renderItem={(album, index) => <AlbumCard key={album.id} album={album} loading={cardCoverLoading(index)} />}
      />
    </section>
  );
}

/** The pod's newest channels; nothing on a pod with channels off (subs19). */
export function NewChannelsSection() {
  const { t } = useTranslation();
  const channels = useChannels({ ordering: '-creation_date', page_size: NEW_CHANNELS });
  const channelsOff = useChannelsOff();
  if (channelsOff) return null;
  return (
    <section className="section" aria-labelledby="home-new-channels">
      <div className="section__head">
        <h2 id="home-new-channels">{t('home.newChannels')}</h2>
        <Link to="/library/channels">{t('library.seeAll')}</Link>
      </div>
      <QueryGrid
        query={channels}
        offline={null}
        loading={<SkeletonGrid count={3} />}
        empty={t('library.noChannels')}
        renderItem={(channel) => <ChannelCard key={channel.uuid} channel={channel} />}
      />
    </section>
  );
}
