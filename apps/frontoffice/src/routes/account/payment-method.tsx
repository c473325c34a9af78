import { PaymentMethodsPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard, safeReturnPath } from '../../access/guard.ts';

// spec §2 account/payment-method: the page exists only with its feature switch (domain PAGES). `redirect` is where a
// driver sent here for want of a card (spec §8 SEARCH_NO_ACTIVE_CARD, RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING) goes
// back once a card is added: an internal path only.
export const Route = createFileRoute('/account/payment-method')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('payment-methods', { context, location });
    await context.messages.ensure('feature-account', 'part-payments');
  },
  component: PaymentMethodsRoute,
});

function PaymentMethodsRoute() {
  const { redirect } = Route.useSearch();
  const navigate = Route.useNavigate();
  const back = safeReturnPath(redirect);
  return <PaymentMethodsPage onCardAdded={back ? () => void navigate({ to: back }) : undefined} />;
}
