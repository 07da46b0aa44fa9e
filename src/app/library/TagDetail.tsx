import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlbums, useArtists, useTracks } from '../../sync/catalogue';
import { useChannels } from '../../sync/channels';
import { AlbumCard, ArtistCard, ChannelCard, SkeletonGrid } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { QueryGrid } from '../widgets/QueryGrid';
import { TrackList } from './TrackList';
import { playTag } from '../../player/play-commands';
import { PlayButtons } from '../player/PlayButtons';
import { RadioToggle, radioConfig } from '../radios/RadiosBrowse';

const PER_SECTION = 12;

export function TagDetail() {
  const { t } = useTranslation();
  const tag = useParams().id ?? '';
  const queryClient = useQueryClient();
  const artists = useArtists({ tag: [tag], page_size: PER_SECTION });
  const albums = useAlbums({ tag: [tag], page_size: PER_SECTION });
  const tracks = useTracks({ tag: [tag], page_size: PER_SECTION });
  const channels = useChannels({ tag: [tag], page_size: PER_SECTION });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('detail.tagTitle', { tag })}</h1>
        <div className="toolbar">
          <PlayButtons onPlay={(mode) => playTag(queryClient, tag, mode)} />
          <RadioToggle config={radioConfig('tag', tag)} name={`#${tag}`} />
        </div>
      </header>
      <section className="section" aria-labelledby="tag-channels">
        <h2 id="tag-channels">{t('detail.tagChannels', { tag })}</h2>
        <QueryGrid
          query={channels}
          loading={null}
          renderItem={(channel) => <ChannelCard key={channel.uuid} channel={channel} />}
        />
      </section>
      <section className="section" aria-labelledby="tag-artists">
        <h2 id="tag-artists">{t('detail.tagArtists', { tag })}</h2>
        <QueryGrid
          query={artists}
          loading={<SkeletonGrid count={6} round />}
          renderItem={(artist) => <ArtistCard key={artist.id} artist={artist} />}
        />
      </section>
      <section className="section" aria-labelledby="tag-albums">
        <h2 id="tag-albums">{t('detail.tagAlbums', { tag })}</h2>
        <QueryGrid
          query={albums}
          offline={null}
          loading={<SkeletonGrid count={6} />}
          renderItem={(album) => <AlbumCard key={album.id} album={album} />}
        />
      </section>
      <section className="section" aria-labelledby="tag-tracks">
        <h2 id="tag-tracks">{t('detail.tagTracks', { tag })}</h2>
        <QueryState query={tracks} loading={null} isEmpty={(page) => page.results.length === 0}>
          {(page) => <TrackList tracks={page.results} label={t('detail.tagTracks', { tag })} />}
        </QueryState>
      </section>
    </div>
  );
}
