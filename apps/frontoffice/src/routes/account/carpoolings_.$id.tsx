import { RentalDetailPage } from '@frontoffice/feature-rentals';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../access/guard.ts';
import { useRentalMessages } from '../-components/rentalMessages.ts';

// spec §2 account/carpoolings/{id}: a carpooling's detail.
export const Route = createFileRoute('/account/carpoolings_/$id')({
  // spec §2: the page exists only with its feature switch (domain PAGES).
  beforeLoad: ({ context, location }) => guard('carpoolings', { context, location }),
  component: CarpoolingRoute,
});

function CarpoolingRoute() {
  useRentalMessages();
  const { id } = Route.useParams();
  const mapStyleUrl = Route.useRouteContext({ select: ({ config }) => config.mapStyleUrl });
  return <RentalDetailPage id={Number(id)} list="carpoolings" mapStyleUrl={mapStyleUrl} />;
}
