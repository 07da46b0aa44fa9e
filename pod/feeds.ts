// RSS feeds (rss19): reading a podcast feed the pod fetched over HTTP, and writing the sample feed
// it serves itself. The reader is small on purpose: RSS 2.0 as podcasts publish it (channel title,
// description, link, language, image; items with guid, title, pubDate, description, enclosure and
// itunes:duration). Anything it cannot read is a FeedError, which the route answers as `400 {detail}`.

export class FeedError extends Error {}

export interface FeedItem {
  guid: string;
  title: string;
  description: string | null;
  /** ISO date; the feed's pubDate, or null when missing or unreadable. */
  published: string | null;
  enclosure: { url: string; type: string; length: number | null };
  /** Seconds. */
  duration: number | null;
}

export interface Feed {
  title: string;
  description: string | null;
  link: string | null;
  language: string | null;
  /** What a real pod keeps of a podcast feed as the channel's metadata. */
  metadata: {
    itunes_category: string | null;
    itunes_subcategory: string | null;
    language: string | null;
    copyright: string | null;
    owner_name: string | null;
    owner_email: string | null;
    explicit: boolean;
  };
  items: FeedItem[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1]!.trim();
  return text
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

const escapeRe = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of the first `<name>` element in `xml` (not nested in an `<item>` when `xml` is the channel). */
function element(xml: string, name: string): string | null {
  const match = new RegExp(`<${escapeRe(name)}(?:\\s[^>]*)?>([\\s\\S]*?)</${escapeRe(name)}>`, 'i').exec(xml);
  return match ? decode(match[1]!) : null;
}

function attribute(xml: string, name: string, attr: string): string | null {
  const tag = new RegExp(`<${escapeRe(name)}\\s([^>]*?)/?>`, 'i').exec(xml);
  if (!tag) return null;
  const value = new RegExp(`(?:^|\\s)${escapeRe(attr)}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag[1]!);
  return value ? decode(value[2] ?? value[3] ?? '') : null;
}

/** `hh:mm:ss`, `mm:ss` or seconds. */
function parseDuration(text: string | null): number | null {
  if (text === null || !/^\d+(:\d{1,2}){0,2}$/.test(text)) return null;
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

function parseDate(text: string | null): string | null {
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function parseFeed(xml: string): Feed {
  if (!/<rss[\s>]/i.test(xml)) throw new FeedError('This is not an RSS feed.');
  const channelMatch = /<channel(?:\s[^>]*)?>([\s\S]*)<\/channel>/i.exec(xml);
  if (!channelMatch) throw new FeedError('This RSS feed has no channel.');
  const channel = channelMatch[1]!;
  const head = channel.split(/<item[\s>]/i)[0]!;
  const title = element(head, 'title');
  if (!title) throw new FeedError('This RSS feed has no title.');
  const items: FeedItem[] = [];
  for (const match of channel.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/gi)) {
    const item = match[1]!;
    const url = attribute(item, 'enclosure', 'url');
    const type = attribute(item, 'enclosure', 'type') ?? '';
    // Episodes are audio: an item without an audio enclosure is no episode.
    if (!url || !type.startsWith('audio/')) continue;
    const length = Number(attribute(item, 'enclosure', 'length'));
    items.push({
      guid: element(item, 'guid') ?? url,
      title: element(item, 'title') ?? url,
      description: element(item, 'description'),
      published: parseDate(element(item, 'pubDate')),
      enclosure: { url, type, length: Number.isFinite(length) && length > 0 ? length : null },
      duration: parseDuration(element(item, 'itunes:duration')),
    });
  }
  const language = element(head, 'language');
  const subcategory = /<itunes:category\s[^>]*>\s*<itunes:category\s([^>]*)>/i.exec(head);
  return {
    title,
    description: element(head, 'description'),
    link: element(head, 'link'),
    language,
    metadata: {
      itunes_category: attribute(head, 'itunes:category', 'text'),
      itunes_subcategory: subcategory ? (/text\s*=\s*"([^"]*)"/.exec(subcategory[1]!)?.[1] ?? null) : null,
      language,
      copyright: element(head, 'copyright'),
      owner_name: element(head, 'itunes:name'),
      owner_email: element(head, 'itunes:email'),
      explicit: /^(yes|true|explicit)$/i.test(element(head, 'itunes:explicit') ?? ''),
    },
    items,
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export interface SampleEpisode {
  number: number;
  title: string;
  published: Date;
  url: string;
  size: number;
  duration: number;
}

/** The sample feed: RSS 2.0 with iTunes tags, newest episode first. */
export function sampleFeedXml(options: { title: string; link: string; episodes: SampleEpisode[] }): string {
  const items = [...options.episodes]
    .sort((a, b) => b.number - a.number)
    .map(
      (episode) => `    <item>
      <guid isPermaLink="false">${escapeXml(`${options.link}#${episode.number}`)}</guid>
      <title>${escapeXml(episode.title)}</title>
      <description>Episode ${episode.number} of the sample feed, made of the demo pod's own audio.</description>
      <pubDate>${episode.published.toUTCString()}</pubDate>
      <enclosure url="${escapeXml(episode.url)}" length="${episode.size}" type="audio/mpeg"/>
      <itunes:duration>${episode.duration}</itunes:duration>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${escapeXml(options.title)}</title>
    <link>${escapeXml(options.link)}</link>
    <description>A sample podcast feed served by the Shoal demo pod; its episodes are the demo catalogue's audio.</description>
    <language>en</language>
    <copyright>Shoal project, CC BY 4.0</copyright>
    <itunes:owner><itunes:name>Shoal project</itunes:name><itunes:email>podcast@shoal.example</itunes:email></itunes:owner>
    <itunes:category text="Technology"><itunes:category text="Software How-To"/></itunes:category>
    <itunes:explicit>false</itunes:explicit>
${items}
  </channel>
</rss>
`;
}
