// Markdown to HTML with the options of spec 02 section 5: GFM tables, task lists and strikethrough,
// `__underline__`, `:emoji:`, simple line breaks, @mentions and #hashtags linking inside the app,
// auto-links, no header ids, headings from level 3, external links in a new tab. The output is NOT
// safe by itself (raw HTML passes through): show it only through sanitize.ts (`markdownToSafeHtml`).
// Pure: runs in Node, so every option has a unit test without a DOM.

import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { emojiFor } from './emoji';
import { escapeHtml, isInternalPath, safeUrl } from './urls';

/** `#` renders as h3: page titles and sections own h1 and h2. */
const HEADING_OFFSET = 2;

/** Mentions and hashtags start a word: after the start, a space or an opening bracket. */
function startsWord(tokens: readonly { raw: string }[]): boolean {
  const previous = tokens.at(-1);
  if (previous === undefined) return true;
  return /[\s([{>"']$/.test(previous.raw) || previous.raw === '';
}

function wordStarts(src: string, marker: string): number | undefined {
  for (let index = src.indexOf(marker); index !== -1; index = src.indexOf(marker, index + 1)) {
    if (index === 0 || /[\s([{>"']/.test(src[index - 1] as string)) return index;
  }
  return undefined;
}

function mentionPath(username: string): string {
  return `/@${username}`;
}

function hashtagPath(tag: string): string {
  return `/library/tags/${encodeURIComponent(tag)}`;
}

const MENTION = /^@([a-zA-Z0-9_](?:[a-zA-Z0-9_.-]*[a-zA-Z0-9_])?)(?:@([a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+))?/;
const HASHTAG = /^#([\p{L}\p{N}_]+)/u;
const EMOJI = /^:([a-z0-9_+-]+):/;
const UNDERLINE = /^__(?=\S)([\s\S]*?\S)__(?![_\p{L}\p{N}])/u;

const mention: TokenizerAndRendererExtension = {
  name: 'mention',
  level: 'inline',
  start: (src) => wordStarts(src, '@'),
  tokenizer(src, tokens) {
    const match = MENTION.exec(src);
    if (!match || !startsWord(tokens)) return undefined;
    const username = match[2] ? `${match[1]}@${match[2]}` : (match[1] as string);
    return { type: 'mention', raw: match[0], username };
  },
  renderer: (token) =>
    `<a href="${escapeHtml(mentionPath(token.username as string))}" class="mention">@${escapeHtml(token.username as string)}</a>`,
};

const hashtag: TokenizerAndRendererExtension = {
  name: 'hashtag',
  level: 'inline',
  start: (src) => wordStarts(src, '#'),
  tokenizer(src, tokens) {
    const match = HASHTAG.exec(src);
    if (!match || !startsWord(tokens)) return undefined;
    return { type: 'hashtag', raw: match[0], tag: match[1] };
  },
  renderer: (token) =>
    `<a href="${escapeHtml(hashtagPath(token.tag as string))}" class="hashtag">#${escapeHtml(token.tag as string)}</a>`,
};

const emoji: TokenizerAndRendererExtension = {
  name: 'emoji',
  level: 'inline',
  start: (src) => {
    const index = src.indexOf(':');
    return index === -1 ? undefined : index;
  },
  tokenizer(src) {
    const match = EMOJI.exec(src);
    const glyph = match ? emojiFor(match[1] as string) : undefined;
    if (!match || glyph === undefined) return undefined;
    return { type: 'emoji', raw: match[0], glyph, code: match[1] };
  },
  renderer: (token) => escapeHtml(token.glyph as string),
};

const underline: TokenizerAndRendererExtension = {
  name: 'underline',
  level: 'inline',
  start: (src) => {
    const index = src.indexOf('__');
    return index === -1 ? undefined : index;
  },
  tokenizer(src, tokens) {
    const match = UNDERLINE.exec(src);
    // Like GFM's `__strong__`: never inside a word (snake__case__names stay as typed).
    if (!match || /[\p{L}\p{N}]$/u.test(tokens.at(-1)?.raw ?? '')) return undefined;
    return { type: 'underline', raw: match[0], tokens: this.lexer.inlineTokens(match[1] as string) };
  },
  renderer(token) {
    return `<u>${this.parser.parseInline(token.tokens ?? [])}</u>`;
  },
};

function linkAttributes(href: string): string {
  return isInternalPath(href) ? '' : ' target="_blank" rel="noopener noreferrer"';
}

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  extensions: [mention, hashtag, emoji, underline],
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, depth + HEADING_OFFSET);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (url === null) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}"${titleAttribute}${linkAttributes(url)}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (url === null || url.toLowerCase().startsWith('mailto:')) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy">`;
    },
    // A ballot box rather than a disabled <input>: nothing to name for assistive technology, no
    // form control for the sanitizer to let through, and it reads as "ballot box with check".
    checkbox({ checked }: Tokens.Checkbox) {
      return `<span class="task-box" data-checked="${checked ? 'true' : 'false'}">${checked ? '☑' : '☐'}</span> `;
    },
  },
});

/** Markdown source to (unsanitized) HTML. */
export function renderMarkdown(text: string): string {
  return (marked.parse(text) as string).trim();
}
