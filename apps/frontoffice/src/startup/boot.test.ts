import { describe, expect, it } from 'vitest';
import { type FirstFiles, firstFilesOf, preloadFirstFiles } from './boot.ts';

const list: FirstFiles = {
  pages: {
    '/search': { frame: ['AppShell-a.js', 'AppShell-a.css'], files: ['searchStart-b.js', 'searchStart-b.css'], messages: ['feature-search'], consentFirst: true },
    '/login': { frame: [], files: [], messages: ['feature-account/login'] },
  },
  messages: {
    fr: { app: 'fr-1.js', 'feature-search': 'fs-fr.js', 'feature-account/login': 'login-fr.js', shell: 'shell-fr.js' },
    en: { app: 'en-1.js', 'feature-search': 'fs-en.js', 'feature-account/login': 'login-en.js', shell: 'shell-en.js' },
  },
  consent: { files: ['CookieConsentDialog-c.js', 'CookieConsentDialog-c.css'], messages: ['shell'] },
};

describe('the first files of a visit (issue 18 item 2)', () => {
  it('asks on a first visit to the search page for its frame, the consent dialog and the messages in French, not for the page, which waits for the dialog', () => {
    expect(firstFilesOf(list, { path: '/search', storedLanguage: null, cookies: '' })).toEqual([
      'AppShell-a.js',
      'AppShell-a.css',
      'CookieConsentDialog-c.js',
      'CookieConsentDialog-c.css',
      'fr-1.js',
      'fs-fr.js',
      'shell-fr.js',
    ]);
  });

  it('asks for the page instead of the consent dialog once the visitor has answered it (spec §9 cookie_consent)', () => {
    const files = firstFilesOf(list, { path: '/search', storedLanguage: 'en', cookies: 'a=1; cookie_consent=%7B%22technical%22%3Atrue%7D' });
    expect(files).toEqual(['AppShell-a.js', 'AppShell-a.css', 'searchStart-b.js', 'searchStart-b.css', 'en-1.js', 'fs-en.js']);
  });

  it('asks for the messages in the stored language (spec §9 lng), French for any other value', () => {
    expect(firstFilesOf(list, { path: '/login', storedLanguage: 'en', cookies: '' })).toEqual(['en-1.js', 'login-en.js']);
    expect(firstFilesOf(list, { path: '/login', storedLanguage: 'de', cookies: '' })).toEqual(['fr-1.js', 'login-fr.js']);
  });

  it('does not ask for the consent dialog on a page that draws it after itself (/login)', () => {
    expect(firstFilesOf(list, { path: '/login', storedLanguage: null, cookies: '' })).not.toContain('CookieConsentDialog-c.js');
  });

  it('asks for nothing on a page it has no list for', () => {
    expect(firstFilesOf(list, { path: '/account', storedLanguage: null, cookies: '' })).toEqual([]);
  });

  it('preloads scripts as modules and styles as CORS style preloads, under the base path, as the app loads them', () => {
    document.head.innerHTML = '';
    preloadFirstFiles(document, '/frontofficev2/', ['searchStart-b.js', 'searchStart-b.css']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')])).toEqual([
      ['modulepreload', null, '', '/frontofficev2/assets/searchStart-b.js'],
      ['preload', 'style', '', '/frontofficev2/assets/searchStart-b.css'],
    ]);
  });
});
