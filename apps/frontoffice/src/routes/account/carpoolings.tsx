import { CarpoolingsPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/carpoolings: in-progress and upcoming carpoolings.
export const Route = createFileRoute('/account/carpoolings')({
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: ({ context, location }) => guard('carpoolings', { context, location }),
  component: CarpoolingsRoute,
});

function CarpoolingsRoute() {
  useRentalMessages();
  return <CarpoolingsPage />;
}
