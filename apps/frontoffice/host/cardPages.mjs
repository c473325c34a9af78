// @ts-check
// The card pages and the card document (decision D34), apart from the policy's code (which needs Node's crypto): the
// offline worker (worker/sw.ts) reads them too.

/**
 * The pages that hold a card form (spec §2 account/payment-method; the creditCard step of /signup), under the app's
 * base path. They are served the card document, whose policy admits Stripe; every other page gets the base document.
 * The domain's page table says the same (`cardForm` in PAGES); host/policy.test.ts keeps the two in step.
 */
export const CARD_FORM_PATHS = ['/signup', '/account/payment-method'];

/** The card document's file name, beside index.html in the build. */
export const CARD_DOCUMENT = 'index-cards.html';

/** The marker meta of the base document: the app reloads into the card document when it reaches a card page. */
export const CARD_DOCUMENT_MARKER = 'frontoffice:card-document';
