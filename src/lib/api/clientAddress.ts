/**
 * The visitor's address for rate limiting. Next's server appends the socket's peer to
 * `X-Forwarded-For`; each trusted reverse proxy in front (nginx) appends one more entry, so the
 * client is the entry `hops` places from the right. Entries further left are the client's own
 * claims and are never trusted.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const index = forwarded.length - 1 - trustedProxyHops
  const address = index >= 0 ? forwarded[index] : forwarded[0]
  return address || headers.get('x-real-ip') || 'unknown'
}
