/**
 * The card document (issue 19 item 5, decision D34). The build ships two copies of the page: index.html, whose
 * Content-Security-Policy admits no payment provider, and index-cards.html, which adds Stripe's hosts and which hosts
 * serve at the pages with a card form (host/policy.mjs, the nginx file). A policy belongs to a document and cannot be
 * widened once loaded, so reaching a card page from the base document is a document load of that page. The base
 * document carries a marker for it; the card document, the dev server and the static previews (whose card form is the
 * demo provider's) do not, and stay where they are.
 */
const MARKER = 'meta[name="frontoffice:card-document"]';
/** The address last reloaded into, so that a host serving index.html at a card page too cannot loop. */
const RELOADED = 'card_document_reload';

/**
 * Loads the card document at `href` (an absolute path of the app) when the current document is the base one.
 * @returns whether the document is being replaced (the caller waits for it)
 */
export function reloadIntoCardDocument(href: string, win: Window = window): boolean {
  if (!win.document.querySelector(MARKER)) return false;
  if (win.sessionStorage.getItem(RELOADED) === href) {
    // The host answered the base document again: stay, the card form says Stripe cannot load (decision D34).
    win.sessionStorage.removeItem(RELOADED);
    return false;
  }
  win.sessionStorage.setItem(RELOADED, href);
  win.location.assign(href);
  return true;
}
