/**
 * The original site was a single-page app with addresses like `/#/certifiction` or
 * `/#/contact/teamwork`. The part after `#` never reaches the server, so this shim sends such a
 * visitor on to the real address (the unprefixed path, which the proxy gives the visitor's
 * language). `#//host` and backslashes are refused, so it can never lead to another site.
 * Static text, so a CSP hash of it stays valid.
 */
export const legacyHashScript = `(function(){var h=location.hash;if(/^#\\/(?![\\/\\\\])[^\\s\\\\]+$/.test(h))location.replace(h.slice(1))})();`

export function LegacyHashLinks() {
  return <script id="legacy-hash-links" dangerouslySetInnerHTML={{ __html: legacyHashScript }} />
}
