import type { RouterContext } from '../../router.tsx';

/** The `beforeLoad` of the bookings routes (issue 15): feature-rentals' messages before the page renders. */
export const loadRentalMessages = ({ context }: { context: RouterContext }) => context.messages.ensure('feature-rentals');
