import { CustomPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';

// decision D5: the custom page renders the first entry of GET /custom_contents?type=$type.
export const Route = createFileRoute('/page/$type')({
  beforeLoad: ({ context }) => context.messages.ensure('feature-account'),
  component: CustomPageRoute,
});

function CustomPageRoute() {
  const { type } = Route.useParams();
  return <CustomPage type={type} />;
}
