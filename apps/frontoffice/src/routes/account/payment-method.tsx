import { PaymentMethodsFrame } from '@frontoffice/feature-account/PaymentMethodsFrame';
import { useFrameBusy } from '@frontoffice/ui/PageFrame';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { guard, safeReturnPath } from '../../access/guard.ts';
import { afterFirstPagePaint } from '../../startup/firstPage.ts';
import { ACCOUNT_PAGE } from '../-components/accountPage.ts';
import { AfterPaint } from '../-components/AfterPaint.tsx';

// The page loads behind its route's chunk: the shared chunks it needs (the table, the menu, the dialogs) are listed in
// that chunk rather than in the entry's preload lists, which /login pays for (issue 13: about 0.1 kB gzip).
const PaymentMethodsContent = lazy(() => import('@frontoffice/feature-account/PaymentMethodsPage').then((m) => ({ default: m.PaymentMethodsContent })));

// spec §2 account/payment-method: the page exists only with its feature switch (domain PAGES).
export const Route = createFileRoute('/account/payment-method')({
  staticData: ACCOUNT_PAGE,
  beforeLoad: async ({ context, location, preload }) => {
    await guard('payment-methods', { context, location, preload });
    // feature-account's messages carry those of the card form it draws (messagesPlugin.ts, partCatalogueFiles).
    await context.messages.ensure('feature-account');
  },
  component: PaymentMethodsRoute,
});

/**
 * `?redirect=` is where a driver sent here for want of a card (spec §8 SEARCH_NO_ACTIVE_CARD,
 * RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING) goes back once a card is added: an internal path only. Read here, in the
 * lazily loaded component, rather than by a `validateSearch`, which TanStack Router keeps in the entry chunk that
 * /login pays for.
 */
function PaymentMethodsRoute() {
  const { redirect } = useSearch({ strict: false }) as { redirect?: unknown };
  const navigate = Route.useNavigate();
  const back = safeReturnPath(redirect);
  // Issue 32: the page's frame and title, its largest text, are drawn here, at once, and stay while the page's code
  // downloads (busy meanwhile): drawn by the page, the title waited for its chunk and the card form's (LCP 4.1 s on a
  // phone), and drawn by both, the page's was a second, later paint. On the visit's first page, the page's code is
  // asked for once the title is on screen: asked for with it, its 18 kB shared a phone's bandwidth with the title's
  // last files, and the title came after it in one run of two.
  const [after] = useState(afterFirstPagePaint);
  return (
    <PaymentMethodsFrame>
      <Suspense fallback={<ContentLoading />}>
        <AfterPaint after={after}>
          <PaymentMethodsContent onCardAdded={back ? () => void navigate({ to: back }) : undefined} />
        </AfterPaint>
      </Suspense>
    </PaymentMethodsFrame>
  );
}

/** The room of the cards while the page's code downloads; the frame is busy meanwhile. */
function ContentLoading() {
  useFrameBusy(true);
  return <Skeleton height="3.5rem" />;
}
