import { expect, type Locator, type Page } from '@playwright/test';

// Issue 19 item 6: journeys done with the keyboard alone. Every control is reached with Tab (never a click), shows a
// visible focus indicator when it has the focus, and Tab always moves on (no trap).

/** The element that has the focus. */
export const focused = (page: Page) => page.locator(':focus');

/**
 * Whether the focused element shows a focus indicator: an outline, or a box-shadow that is not transparent (the
 * inputs' ring is a shadow that fades in, hence the poll), on itself or on the field around it (a combo box or a
 * date field rings its whole frame, `:focus-within`).
 */
export async function expectVisibleFocus(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'nothing has the focus';
          if (!element.matches(':focus-visible')) return `${element.tagName} is focused without :focus-visible`;
          const ringed = (node: Element) => {
            const style = getComputedStyle(node);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const shadow = style.boxShadow !== 'none' && /rgba?\((?![^)]*,\s*0\))/.test(style.boxShadow);
            return outline || shadow;
          };
          const frames = [element, element.parentElement, element.parentElement?.parentElement].filter((node): node is Element => node != null);
          return frames.some(ringed) ? 'visible' : `${element.tagName} "${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}" shows no focus indicator`;
        }),
      { timeout: 2_000 },
    )
    .toBe('visible');
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus (or holds it), checking the focus indicator on the
 * way; fails after `max` presses: the control is unreachable, or the focus is trapped before it.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false }: { max?: number; back?: boolean } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    const reached = await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
    if (reached) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a text field and types into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string, options?: { max?: number; back?: boolean }) {
  await tabTo(page, field, options);
  await page.keyboard.type(text);
}

/**
 * Whether the page can be read without scrolling sideways: nothing wider than the viewport (WCAG 1.4.10 reflow), except
 * inside an element made to scroll on its own (a table, the map).
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.scrollingElement && document.scrollingElement.scrollWidth > width + 1) found.push(`the page is ${document.scrollingElement.scrollWidth}px wide`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside its own scroller, or clipped away by an ancestor: not a sideways scroll of the page.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow !== 'visible') {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained) found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${element.textContent?.trim().slice(0, 40)}" ends at ${Math.round(box.right)}px`);
    }
    return found.slice(0, 10);
  });
}

/** Whether the focus is on `container` or inside it (a dialog focuses itself or its first control). */
export async function expectFocusWithin(container: Locator) {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}
