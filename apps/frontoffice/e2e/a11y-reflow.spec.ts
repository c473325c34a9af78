import { expect, test } from '@playwright/test';
import { sidewaysOverflow } from './keyboardSupport.ts';
import { openSession, searchQuery, utcAt, visit, withoutWebGL, type TourGroup } from './routeTour.ts';
import { consentToCookies } from './support.ts';

// Issue 19 item 6: 200 % zoom and 320 px width without loss (WCAG 1.4.4, 1.4.10): nothing is cut off or needs a
// sideways scroll, on the pages with the most on them. A 1280 × 800 window at 200 % is a 640 × 400 CSS viewport drawn at
// twice the density; 320 CSS px is the reflow criterion's width (1280 px at 400 %).

const PAGES: TourGroup[] = [
  { name: 'guest', tenant: 'demo', paths: ['login', 'signup', 'forgot-password', 'faqs'] },
  {
    name: 'driver',
    tenant: 'demo',
    account: 'driver@example.com',
    paths: [
      `search?${searchQuery({ station: '1', start: utcAt(6, 15), end: utcAt(6, 19) })}`,
      `search?${searchQuery({ station: '1', start: utcAt(6, 15), end: utcAt(6, 19), view: 'vehicle', vehicleId: '1001' })}`,
      'account/bookings',
      'account/details',
      'account/payment-method',
    ],
  },
];

for (const [name, viewport, deviceScaleFactor] of [
  ['200 % zoom (1280 × 800 at 200 %)', { width: 640, height: 400 }, 2],
  ['a 320 px wide screen', { width: 320, height: 640 }, 1],
] as const) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    for (const group of PAGES) {
      test(`issue 19: ${group.name} pages at ${name}: nothing cut off, no sideways scroll`, async ({ page, context, baseURL }) => {
        test.setTimeout(90_000);
        await consentToCookies(context, baseURL ?? '');
        await withoutWebGL(page);
        await openSession(page, group);
        const found: Record<string, string[]> = {};
        for (const path of group.paths) {
          await visit(page, path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeInViewport();
          const overflow = await sidewaysOverflow(page);
          if (overflow.length > 0) found[path] = overflow;
        }
        expect(found).toEqual({});
      });
    }
  });
}
