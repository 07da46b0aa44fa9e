import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Album, Artist, Tag, Track } from '../../sync/catalogue';
import { channelCardOfArtist } from '../../sync/channels';
import type { Playlist } from '../../sync/playlists';
import type { CustomRadio } from '../../sync/radios';
import type { useSearchPage } from '../../sync/search';
import { SEARCH_PAGE_SIZES, type CatalogueTab } from '../../sync/search';
import { ChannelCard } from '../channels/ChannelCard';
import { TrackList } from '../library/TrackList';
import { CustomRadioCard } from '../radios/RadiosBrowse';
import { AlbumCard, ArtistCard, PlaylistCard, SkeletonGrid, SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { TagList } from '../widgets/TagList';
import { SearchOffline } from './SearchOffline';

/** The items of one tab, each in the card or row its browse screen uses. */
function Items({ tab, items, label }: { tab: CatalogueTab; items: readonly unknown[]; label: string }): ReactNode {
  switch (tab) {
    case 'artists':
      return (
        <ul className="card-grid" aria-label={label}>
          {(items as Artist[]).map((artist) => (
            <ArtistCard key={artist.id} artist={artist} />
          ))}
        </ul>
      );
    case 'albums':
    case 'series':
      return (
        <ul className="card-grid" aria-label={label}>
          {(items as Album[]).map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </ul>
      );
    case 'podcasts':
      return (
        <ul className="card-grid" aria-label={label}>
          {(items as Artist[]).map((artist) => {
            const card = channelCardOfArtist(artist);
            return card && <ChannelCard key={card.uuid} channel={card} />;
          })}
        </ul>
      );
    case 'playlists':
      return (
        <ul className="card-grid" aria-label={label}>
          {(items as Playlist[]).map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} />
          ))}
        </ul>
      );
    case 'radios':
      return (
        <ul className="radio-grid" aria-label={label}>
          {(items as CustomRadio[]).map((radio) => (
            <CustomRadioCard key={radio.id} radio={radio} />
          ))}
        </ul>
      );
    case 'tracks':
      return <TrackList tracks={items as Track[]} label={label} />;
    case 'tags':
      return <TagList tags={(items as Tag[]).map((tag) => tag.name)} label={label} />;
  }
}

interface Props {
  tab: CatalogueTab;
  label: string;
  q: string;
  page: number;
  query: ReturnType<typeof useSearchPage>;
}

/** One catalogue tab's page of results, with its pages; offline and never run here, it says so. */
export function SearchResults({ tab, label, page, query }: Props) {
  const { t } = useTranslation();
  const rows = tab === 'tracks' || tab === 'tags';
  return (
    <QueryState
      query={query}
      loading={rows ? <SkeletonRows count={6} withCover /> : <SkeletonGrid count={6} round={tab === 'artists'} />}
      isEmpty={(data) => data.results.length === 0}
      empty={t('search21Page.noResults')}
      offline={<SearchOffline />}
    >
      {(data) => (
        <>
          <Items tab={tab} items={data.results} label={label} />
          <Pagination page={page} pageSize={SEARCH_PAGE_SIZES[tab]} count={data.count} />
        </>
      )}
    </QueryState>
  );
}
