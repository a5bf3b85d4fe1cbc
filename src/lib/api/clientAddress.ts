/**
 * The visitor's address for rate limiting. With `trustedProxies` 0 (no proxy in front), the
 * production server (scripts/server.mjs) replaces any `X-Forwarded-For` a client sent with the
 * connection's own address, which is then its one entry. Behind proxies (nginx, a load balancer:
 * `TRUSTED_PROXIES=1` or more), each of them writes the address it saw, and the client is the
 * entry that many places from the right; entries further left are the client's own claims and
 * never counted.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const index = forwarded.length - Math.max(1, trustedProxies)
  const address = index >= 0 ? forwarded[index] : forwarded[0]
  return address || headers.get('x-real-ip') || 'unknown'
}
