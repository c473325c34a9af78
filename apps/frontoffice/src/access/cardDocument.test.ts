import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoCardDocument } from './cardDocument.ts';

/** A window whose document is the base one (with the marker) or not, and whose location records where it goes. */
function fakeWindow(marker: boolean) {
  document.head.innerHTML = marker ? '<meta name="frontoffice:card-document" content="index-cards.html">' : '';
  const assign = vi.fn();
  return { win: { document, sessionStorage: window.sessionStorage, location: { assign } } as unknown as Window, assign };
}

describe('the card document (issue 19 item 5, decision D34)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    document.head.innerHTML = '';
  });

  it('the base document loads the card page as a document, so that the host answers it with the card policy', () => {
    const { win, assign } = fakeWindow(true);
    expect(reloadIntoCardDocument('/frontofficev2/account/payment-method', win)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/frontofficev2/account/payment-method');
  });

  it('the card document, the dev server and the previews (no marker) stay where they are', () => {
    const { win, assign } = fakeWindow(false);
    expect(reloadIntoCardDocument('/frontofficev2/signup', win)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a host that answers the base document at a card page too is not reloaded twice (no loop)', () => {
    const { win, assign } = fakeWindow(true);
    expect(reloadIntoCardDocument('/frontofficev2/signup', win)).toBe(true);
    expect(reloadIntoCardDocument('/frontofficev2/signup', win)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    // Later visits reload again: the mark is spent.
    expect(reloadIntoCardDocument('/frontofficev2/signup', win)).toBe(true);
  });
});
