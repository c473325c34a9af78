/**
 * The address of a session that ended while the app was starting (spec §4, issue 19 item 2): the login page with the
 * message (`session=ended`) and the page that was asked for as the way back (decision D2), as the router's own
 * navigation to login writes it. Rewritten in place before the router exists, so that the router starts there.
 * @param location the browser's address; its path starts with the app's base path
 * @param history the browser's history; the entry is replaced, not added
 * @param basePath the app's base path (`/frontofficev2/`)
 */
export function endedSessionAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState'>,
  basePath: string = import.meta.env.BASE_URL,
): void {
  const base = basePath.replace(/\/$/, '');
  const path = location.pathname.startsWith(`${base}/`) ? location.pathname.slice(base.length) : '/';
  const search = new URLSearchParams({ session: 'ended' });
  if (path !== '/login') search.set('redirect', `${path}${location.search}${location.hash}`);
  history.replaceState(null, '', `${base}/login?${search.toString()}`);
}
