import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Album } from '../../sync/catalogue';
import { QueryGrid } from './QueryGrid';
import { AlbumCard, cardCoverLoading, EAGER_CARDS, HIGH_PRIORITY_CARDS } from './Cards';

function album(id: number): Album {
  return {
    id,
    fid: null,
    mbid: null,
    title: `Album ${id}`,
    artistCredit: [],
    releaseDate: null,
    creationDate: null,
    isLocal: true,
    duration: null,
    tracksCount: 1,
    isPlayable: true,
    tags: [],
    cover: {
      uuid: `cover-${id}`,
      mimetype: 'image/jpeg',
      urls: { source: null, original: null, mediumSquareCrop: `/media/${id}.jpg`, largeSquareCrop: null },
    },
    description: null,
  };
}

describe('album cards (issue 17: the largest paint of a home is usually a first cover)', () => {
  it('load the covers of the first cards of a grid at once, the others lazily', () => {
    const albums = Array.from({ length: EAGER_CARDS + 3 }, (_, index) => album(index + 1));
    const query = { status: 'success', data: { count: albums.length, results: albums } } as never;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <QueryGrid
          query={query}
          loading={null}
          renderItem={(item: Album, index) => (
            <AlbumCard key={item.id} album={item} loading={cardCoverLoading(index)} />
          )}
        />
      </MemoryRouter>,
    );
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual([...Array<string>(EAGER_CARDS).fill('eager'), 'lazy', 'lazy', 'lazy']);
    // lead30: the first row on a phone is asked before the page's other images.
    const priority = [...html.matchAll(/<img[^>]*>/g)].map((match) => /fetchpriority="high"/i.test(match[0]));
    expect(priority).toEqual([
      ...Array<boolean>(HIGH_PRIORITY_CARDS).fill(true),
      ...Array<boolean>(EAGER_CARDS + 3 - HIGH_PRIORITY_CARDS).fill(false),
    ]);
  });
});
