import { CarpoolingsPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { loadRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/carpoolings: in-progress and upcoming carpoolings.
export const Route = createFileRoute('/account/carpoolings')({
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: async ({ context, location }) => {
    await guard('carpoolings', { context, location });
    await loadRentalMessages({ context });
  },
  component: () => <CarpoolingsPage />,
});
