/**
 * Why a `url` is not one the PATCH may go to, or undefined: it must be https:// on a host of
 * GREENHOUSE_HOSTS or a subdomain of one (the webhook's address check runs again at each PATCH).
 */
export function completionUrlProblem(raw: string, hosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be a URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  if (url.username || url.password) return 'must not hold credentials';
  const host = url.hostname.toLowerCase();
  if (!hosts.some((h) => host === h || host.endsWith(`.${h}`)))
    return `must be on ${hosts.join(', ')} (or a subdomain): the PATCH goes there`;
  return undefined;
}
