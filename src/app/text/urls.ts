// Which link targets rich text may keep. Browsers ignore control characters, spaces and entity
// encodings when they read a URL's scheme (`java&#x09;script:`), so the scheme is judged on the
// string with those removed; anything but http, https and mailto (or no scheme) is refused.

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

// C0 controls, space, DEL to NBSP, and the Unicode spaces a URL parser skips or a sanitizer may miss.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200b\u2028\u2029\u205f\u3000\ufeff]/g;

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(
      /&(tab|newline|colon);/gi,
      (_, name: string) => ({ tab: '\t', newline: '\n', colon: ':' })[name.toLowerCase()] ?? '',
    );
}

/** The URL if rich text may link to it, else null. */
export function safeUrl(href: string | null | undefined): string | null {
  if (href === null || href === undefined) return null;
  const trimmed = href.trim();
  let probe = trimmed;
  // Entities can be nested (`&amp;#106;`): decode until nothing changes, a few rounds at most.
  for (let round = 0; round < 3; round += 1) {
    const next = decodeEntities(probe.replace(/&amp;/gi, '&'));
    if (next === probe) break;
    probe = next;
  }
  probe = probe.replace(IGNORED, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe);
  if (scheme && !ALLOWED_SCHEMES.has(scheme[1] as string)) return null;
  return trimmed;
}

/** A path of this app (`/@alice`, `/library/tags/jazz`): opened by the in-app router, not a new tab. */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}
