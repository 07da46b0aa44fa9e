// `POST text-preview/` (ENDPOINTS section 3): `{text, permissive?}` → `{rendered}`, markdown rendered
// to HTML the way a real pod sanitizes it: raw HTML in the source is shown as text, links keep only
// http, https and mailto targets, and images only when `permissive`. Without `text`: 400 "Invalid input".

import type { FastifyInstance } from 'fastify';
import { Marked, type Tokens } from 'marked';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { badRequest } from '../http/errors';
import { apiRoute } from '../http/route';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u2000-\u200b\u2028\u2029\u3000\ufeff]|&#?[a-z0-9]+;?/gi;

/** The URL when its scheme (read as a browser reads it) is http, https or mailto, or it has none. */
function safeUrl(href: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(IGNORED, ''));
  return scheme && !['http', 'https', 'mailto'].includes((scheme[1] as string).toLowerCase()) ? null : href;
}

function renderer(permissive: boolean): Marked {
  return new Marked({
    gfm: true,
    breaks: true,
    async: false,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const url = safeUrl(href);
        if (url === null) return text;
        return `<a href="${escapeHtml(url)}"${title ? ` title="${escapeHtml(title)}"` : ''} rel="noopener noreferrer">${text}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        const url = safeUrl(href);
        return permissive && url !== null
          ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}">`
          : escapeHtml(text);
      },
    },
  });
}

const strict = renderer(false);
const permissive = renderer(true);

export function renderPreview(text: string, allowMore: boolean): string {
  return ((allowMore ? permissive : strict).parse(text) as string).trim();
}

export function textRoutes(app: FastifyInstance, _ctx: PodContext): void {
  apiRoute(app, 'POST', 'text-preview/', async (request) => {
    const fields = bodyFields(request);
    if (typeof fields.text !== 'string') throw badRequest('Invalid input');
    const allowMore = fields.permissive === true || fields.permissive === 'true';
    return { rendered: renderPreview(fields.text, allowMore) };
  });
}
