import { AccountDetailsPage, preloadAccountDetailsContent } from '@frontoffice/feature-account';

// Issue 32: the account details' content code (the page's largest paint, its header) is asked for as soon as the
// route's code has run, in this module of the route's chunk, before anything waits for the page's messages (start-up
// draws a first page once they are there, main.tsx): asked for by the page as it renders, it came a round trip after
// them. A statement of the route's own file would be moved into the entry by the router's code splitting, with the page.
preloadAccountDetailsContent();

export { AccountDetailsPage };
