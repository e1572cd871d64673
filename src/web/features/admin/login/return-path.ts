/**
 * Where to go after signing in: back to the staff page that sent here (a session that ended, a
 * bookmark), else the dashboard. Only a staff page of this site: never elsewhere.
 */
export function returnPath(state: unknown): string {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (
    typeof returnTo === 'string' &&
    /^\/admin\/(?!login(?:[/?#]|$))[\w\-/?=&%.~+]*$/.test(returnTo) &&
    !returnTo.includes('//')
  ) {
    return returnTo;
  }
  return '/admin/dashboard';
}
