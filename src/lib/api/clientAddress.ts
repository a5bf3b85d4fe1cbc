/**
 * The visitor's address for rate limiting. Next fills `X-Forwarded-For` with the socket's peer
 * only when the request has none, so the address is only as trustworthy as the proxies in front:
 * each of the `trustedProxies` (nginx, a load balancer) appends the address it saw, and the
 * client is the entry that many places from the right. Entries further left are the client's
 * own claims and never counted. Served without a proxy, a client could claim any address, which
 * is why deploy/nginx.conf sits in front in production.
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
