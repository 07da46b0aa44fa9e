// The one sanitizer of rich text: rendered markdown and the HTML a pod sends (`description.html`)
// both pass through it before they reach the DOM. DOMPurify needs a DOM, so this module runs in the
// browser only (its checks are the Chromium spec tests/e2e/080-xss.spec.ts).

import DOMPurify, { type Config } from 'dompurify';
import { isInternalPath } from './urls';
import { renderMarkdown } from './markdown';

// Besides DOMPurify's own refusals (scripts, handlers, javascript: URLs): no forms or controls, no
// frames or plugins, no styles (a description must not restyle or cover the page), no SVG/MathML.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'meta',
    'link',
    'template',
    'dialog',
    'video',
    'audio',
    'source',
    'track',
  ],
  FORBID_ATTR: ['style', 'autofocus', 'srcset', 'formaction', 'action', 'background', 'poster'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Images of these origins load; others wait for the user (a tracking pixel in a description must not reach a third party). */
export interface ImagePolicy {
  /** Origins whose images load at once: the app's and the pod's. Others are held. */
  allowedOrigins: readonly string[];
  /** The user asked to see the held images of this text. */
  showRemote: boolean;
}

/** The attribute a held image keeps its address in (no `src`, so nothing is fetched). */
export const HELD_IMAGE_ATTR = 'data-held-src';

let purifier: ReturnType<typeof DOMPurify> | null = null;
let imagePolicy: ImagePolicy | null = null;

function holdsImage(src: string, policy: ImagePolicy): boolean {
  if (policy.showRemote) return false;
  let url: URL;
  try {
    url = new URL(src, window.location.href);
  } catch {
    return true;
  }
  if (url.protocol === 'data:') return false;
  return !policy.allowedOrigins.includes(url.origin);
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own: hooks added here never reach other users of the shared DOMPurify.
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (isInternalPath(href)) {
        node.removeAttribute('target');
      } else {
        // Spec 02 section 5: links open in a new tab, without handing it our window.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.tagName === 'A') {
      node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      const src = node.getAttribute('src');
      if (src !== null && imagePolicy !== null && holdsImage(src, imagePolicy)) {
        node.removeAttribute('src');
        node.setAttribute(HELD_IMAGE_ATTR, src);
      }
    }
  });
  purifier = created;
  return created;
}

/**
 * HTML safe to insert: from a pod (`description.html`) or from renderMarkdown. With a policy, images
 * of other origins are held (no `src`, their address in HELD_IMAGE_ATTR) until `showRemote`.
 */
export function sanitizeHtml(html: string, policy: ImagePolicy | null = null): string {
  imagePolicy = policy;
  try {
    return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  } finally {
    imagePolicy = null;
  }
}

/** Markdown source to HTML safe to insert. */
export function markdownToSafeHtml(text: string, policy: ImagePolicy | null = null): string {
  return sanitizeHtml(renderMarkdown(text), policy);
}
