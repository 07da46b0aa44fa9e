import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { filterSubscribed, type SubscribedChannel } from './subscribed-channels';

const item = (uuid: string, name: string | null, fullUsername: string | null = null): SubscribedChannel => ({
  uuid,
  card:
    name === null
      ? null
      : {
          uuid,
          name,
          cover: null,
          category: 'podcast',
          episodesCount: 0,
          isExternal: false,
          fullUsername,
          rssUrl: null,
        },
});

describe('filterSubscribed', () => {
  const items = [
    item('c', 'Café Talk', 'cafe@pod.example'),
    item('a', 'Shoal Notes', 'shoalnotes@pod.example'),
    item('x', null),
    item('b', 'Deep Water Radio', 'deepwater@other.example'),
  ];

  it('keeps every entry without a query, by name, unknown ones last', () => {
    expect(filterSubscribed(items, '').map((entry) => entry.uuid)).toEqual(['c', 'b', 'a', 'x']);
  });

  it('matches the name or the handle, ignoring case and accents; unknown ones cannot match', () => {
    expect(filterSubscribed(items, 'cafe').map((entry) => entry.uuid)).toEqual(['c']);
    expect(filterSubscribed(items, '  NOTES ').map((entry) => entry.uuid)).toEqual(['a']);
    expect(filterSubscribed(items, 'other.example').map((entry) => entry.uuid)).toEqual(['b']);
    expect(filterSubscribed(items, 'nothing like it')).toEqual([]);
  });
});
