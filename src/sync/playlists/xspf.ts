// XSPF version 1 (https://xspf.org/spec): writing a playlist and reading one back (issue 20; the 1.4
// API has no XSPF endpoint, the client does it). Pure. The reader is a small XML parser of its own
// rather than DOMParser: the same code runs in the browser and in the unit tests (node has no
// DOMParser), it refuses what is not well-formed, and it never expands a DOCTYPE's entities.

import { formatArtistCredit, trackDuration, type Track } from '../catalogue';

export const XSPF_NAMESPACE = 'http://xspf.org/ns/0/';
/** A file past this is refused before it is parsed (a playlist of 10,000 tracks is about 5 MB). */
export const XSPF_MAX_CHARS = 20_000_000;

export interface XspfTrack {
  title: string | null;
  creator: string | null;
  album: string | null;
  /** Milliseconds. */
  duration: number | null;
  trackNum: number | null;
  locations: string[];
  identifiers: string[];
}

export interface XspfPlaylist {
  title: string | null;
  creator: string | null;
  tracks: XspfTrack[];
}

/** Why a file was refused: `not-xml` (not well-formed), `not-xspf` (XML, but no XSPF playlist), `too-large`. */
export type XspfProblem = 'not-xml' | 'not-xspf' | 'too-large';

export type XspfParse = { ok: true; playlist: XspfPlaylist } | { ok: false; problem: XspfProblem };

// --- writing --------------------------------------------------------------------------------------

/** The page of a track on the pod: where its `location` points. */
export function trackPageUrl(podOrigin: string, trackId: number): string {
  return `${podOrigin.replace(/\/+$/, '')}/library/tracks/${trackId}`;
}

/** A track of the pod as an XSPF entry: its page as location, its fid (and MusicBrainz id) as identifiers. */
export function xspfTrackOf(track: Track, podOrigin: string): XspfTrack {
  const seconds = trackDuration(track);
  const creator = formatArtistCredit(track.artistCredit);
  return {
    title: track.title,
    creator: creator === '' ? null : creator,
    album: track.album?.title ?? null,
    duration: seconds === null ? null : Math.round(seconds * 1000),
    trackNum: track.position,
    locations: [trackPageUrl(podOrigin, track.id)],
    identifiers: [
      ...(track.fid ? [track.fid] : []),
      ...(track.mbid ? [`https://musicbrainz.org/recording/${track.mbid}`] : []),
    ],
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

// Characters XML 1.0 cannot hold at all (control characters): dropped, so the file always reads back.
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function element(name: string, value: string | number | null, indent: string): string[] {
  if (value === null) return [];
  return [`${indent}<${name}>${escapeXml(String(value).replace(NOT_XML_CHAR, ''))}</${name}>`];
}

export function writeXspf(playlist: XspfPlaylist): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<playlist version="1" xmlns="${XSPF_NAMESPACE}">`,
    ...element('title', playlist.title, '  '),
    ...element('creator', playlist.creator, '  '),
    '  <trackList>',
  ];
  for (const track of playlist.tracks) {
    // The element order of the XSPF schema.
    lines.push(
      '    <track>',
      ...track.locations.flatMap((location) => element('location', location, '      ')),
      ...track.identifiers.flatMap((identifier) => element('identifier', identifier, '      ')),
      ...element('title', track.title, '      '),
      ...element('creator', track.creator, '      '),
      ...element('album', track.album, '      '),
      ...element('trackNum', track.trackNum, '      '),
      ...element('duration', track.duration, '      '),
      '    </track>',
    );
  }
  lines.push('  </trackList>', '</playlist>', '');
  return lines.join('\n');
}

/** A file name for the playlist: its name without the characters file systems refuse. */
export function xspfFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe === '' ? 'playlist' : safe.slice(0, 120)}.xspf`;
}

// --- a small XML reader ---------------------------------------------------------------------------

interface XmlElement {
  namespace: string | null;
  local: string;
  children: (XmlElement | string)[];
  attributes: Map<string, string>;
  namespaces: Map<string, string>;
}

const NAME = '[A-Za-z_][\\w.\\-]*(?::[A-Za-z_][\\w.\\-]*)?';
const START_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));|&/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data with its references resolved, or null for a bare `&` or a reference to no character. */
function decode(raw: string): string | null {
  let bad = false;
  const text = raw.replace(ENTITY, (match, hex: string | undefined, dec: string | undefined, named?: string) => {
    if (named) return NAMED[named]!;
    const code = hex ? parseInt(hex, 16) : dec ? parseInt(dec, 10) : NaN;
    if (Number.isNaN(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) bad = true;
    return bad ? '' : String.fromCodePoint(code);
  });
  return bad ? null : text;
}

function resolveName(qualified: string, namespaces: Map<string, string>, isElement: boolean) {
  const colon = qualified.indexOf(':');
  if (colon < 0) return { namespace: isElement ? (namespaces.get('') ?? null) : null, local: qualified };
  const namespace = namespaces.get(qualified.slice(0, colon));
  return namespace === undefined ? null : { namespace, local: qualified.slice(colon + 1) };
}

/** The root element of a well-formed document, or null. */
function parseXml(input: string): XmlElement | null {
  const text = input.replace(/^\uFEFF/, '');
  const stack: { element: XmlElement; qualified: string }[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const end = lt < 0 ? text.length : lt;
    if (end > i) {
      const raw = text.slice(i, end);
      const top = stack.at(-1);
      if (!top) {
        if (raw.trim() !== '') return null;
      } else {
        const decoded = decode(raw);
        if (decoded === null) return null;
        top.element.children.push(decoded);
      }
    }
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      if (close < 0) return null;
      i = close + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9);
      const top = stack.at(-1);
      if (close < 0 || !top) return null;
      top.element.children.push(text.slice(lt + 9, close));
      i = close + 3;
    } else if (text.startsWith('<?', lt)) {
      const close = text.indexOf('?>', lt + 2);
      if (close < 0) return null;
      i = close + 2;
    } else if (text.startsWith('<!', lt)) {
      // A DOCTYPE (its entities could expand without bound) or worse: an XSPF file has none.
      return null;
    } else if (text.startsWith('</', lt)) {
      END_TAG.lastIndex = lt;
      const match = END_TAG.exec(text);
      const open = stack.pop();
      if (!match || !open || open.qualified !== match[1]) return null;
      i = END_TAG.lastIndex;
    } else {
      START_TAG.lastIndex = lt;
      const match = START_TAG.exec(text);
      if (!match || (stack.length === 0 && root !== null)) return null;
      const parent = stack.at(-1)?.element;
      const namespaces = new Map(parent?.namespaces);
      const raw = new Map<string, string>();
      for (const [, name, double, single] of match[2]!.matchAll(ATTRIBUTE)) {
        const value = decode(double ?? single ?? '');
        if (value === null || raw.has(name!)) return null;
        raw.set(name!, value);
        if (name === 'xmlns') namespaces.set('', value);
        else if (name!.startsWith('xmlns:')) namespaces.set(name!.slice(6), value);
      }
      const name = resolveName(match[1]!, namespaces, true);
      if (!name) return null;
      const attributes = new Map<string, string>();
      for (const [qualified, value] of raw) {
        if (qualified === 'xmlns' || qualified.startsWith('xmlns:')) continue;
        const attribute = resolveName(qualified, namespaces, false);
        if (!attribute) return null;
        if (attribute.namespace === null) attributes.set(attribute.local, value);
      }
      const created: XmlElement = { ...name, children: [], attributes, namespaces };
      if (parent) parent.children.push(created);
      else root = created;
      if (match[3] !== '/') stack.push({ element: created, qualified: match[1]! });
      i = START_TAG.lastIndex;
    }
  }
  return stack.length === 0 ? root : null;
}

// --- reading XSPF ---------------------------------------------------------------------------------

function childrenNamed(parent: XmlElement, local: string, namespace: string | null): XmlElement[] {
  return parent.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.local === local && child.namespace === namespace,
  );
}

function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('')
    .trim();
}

function firstText(parent: XmlElement, local: string, namespace: string | null): string | null {
  const first = childrenNamed(parent, local, namespace)[0];
  const text = first ? textOf(first) : '';
  return text === '' ? null : text;
}

/** A non-negative integer, else null (the schema's type: a bad value loses the field, not the file). */
function count(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}

export function parseXspf(text: string): XspfParse {
  if (text.length > XSPF_MAX_CHARS) return { ok: false, problem: 'too-large' };
  const root = parseXml(text);
  if (!root) return { ok: false, problem: 'not-xml' };
  // The XSPF namespace; a file that declares none is read too (some writers leave it out).
  const ns = root.namespace;
  if (root.local !== 'playlist' || (ns !== XSPF_NAMESPACE && ns !== null)) return { ok: false, problem: 'not-xspf' };
  const version = root.attributes.get('version');
  if (version !== undefined && version !== '0' && version !== '1') return { ok: false, problem: 'not-xspf' };
  const trackList = childrenNamed(root, 'trackList', ns);
  if (trackList.length !== 1) return { ok: false, problem: 'not-xspf' };
  const tracks = childrenNamed(trackList[0]!, 'track', ns).map((track): XspfTrack => ({
    title: firstText(track, 'title', ns),
    creator: firstText(track, 'creator', ns),
    album: firstText(track, 'album', ns),
    duration: count(firstText(track, 'duration', ns)),
    trackNum: count(firstText(track, 'trackNum', ns)),
    locations: childrenNamed(track, 'location', ns)
      .map(textOf)
      .filter((url) => url !== ''),
    identifiers: childrenNamed(track, 'identifier', ns)
      .map(textOf)
      .filter((url) => url !== ''),
  }));
  return {
    ok: true,
    playlist: { title: firstText(root, 'title', ns), creator: firstText(root, 'creator', ns), tracks },
  };
}
