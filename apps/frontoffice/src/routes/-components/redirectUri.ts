/**
 * A `redirect_uri` is followed only when config.json allows it (issue 7: no redirect to an address the operator has
 * not listed): same origin, and a path under one of the allowed addresses' paths.
 */
export function allowedRedirectUri(value: string | undefined, allowed: readonly string[]): string | null {
  if (!value) return null;
  let target: URL;
  try {
    target = new URL(value);
  } catch {
    return null;
  }
  const ok = allowed.some((entry) => {
    const base = new URL(entry);
    const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    return target.origin === base.origin && (target.pathname === base.pathname || target.pathname.startsWith(basePath));
  });
  return ok ? value : null;
}
