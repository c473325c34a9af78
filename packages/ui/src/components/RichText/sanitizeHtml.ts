import DOMPurify, { type Config } from 'dompurify';

// Operator content (FAQ, terms, contact, pricing…) is HTML written in a back office: it is sanitized before it
// reaches the page (issue 7). Only document structure is kept: no scripts, styles, forms, frames, SVG or MathML,
// no event handlers, and links only to web, mail and phone addresses.
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em',
    'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre',
    's', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr',
    'u', 'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'scope', 'lang', 'dir', 'open'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: Window & typeof globalThis): Purifier {
  let purifier = purifiers.get(win);
  if (!purifier) {
    purifier = DOMPurify(win);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // A table scrolls sideways on a phone (RichText.css.ts): a keyboard must be able to reach and scroll it.
      if (node.nodeName === 'TABLE') node.setAttribute('tabindex', '0');
      if (node.nodeName !== 'A') return;
      const href = node.getAttribute('href');
      if (!href) return;
      let external = false;
      try {
        const url = new URL(href, win.location.href);
        external = /^https?:$/.test(url.protocol) && url.origin !== win.location.origin;
      } catch {
        node.removeAttribute('href');
        return;
      }
      if (external) {
        // An operator's link to another site opens beside the front office and gets no handle on it.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    purifiers.set(win, purifier);
  }
  return purifier;
}

/**
 * Returns operator HTML with everything that could run, restyle or submit removed.
 * @param html the operator's HTML
 * @param win the window whose DOM parses it
 * @default win = window
 */
export function sanitizeHtml(html: string, win: Window & typeof globalThis = window): string {
  return purifierFor(win).sanitize(html, CONFIG) as string;
}
