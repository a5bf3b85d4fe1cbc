import { HtmlValidate, StaticConfigLoader, type Message } from 'html-validate'

/**
 * Whether a page's HTML is valid, checked by html-validate (crawl.spec.ts runs it over every page
 * of every language; tests/unit/htmlValidation.test.ts checks the checker).
 *
 * The base is the `html-validate:standard` preset, not `html-validate:recommended`: standard holds
 * the rules that check conformance to the HTML standard (content models and nesting such as an
 * `<address>` inside a `<span>`, permitted parents and occurrences, duplicate ids, required
 * attributes, allowed attribute values, autocomplete tokens, deprecated elements and attributes,
 * close order, character references, element names the standard does not define). Recommended
 * adds preferences that valid HTML need not meet, and React's output breaks several of them while
 * still being valid: attribute and element case (`hrefLang`, `charSet`), self-closed void
 * elements (`<meta/>`), boolean attributes written as `async=""`, inline `style`, no trailing
 * whitespace, `type` on buttons, and more.
 *
 * No rule of the standard preset is switched off: the site's pages need none. Its
 * `element-required-attributes` does not ask `<link rel="preload" as="image" imagesrcset>` for an
 * `href` (React's image preloads have none, which the HTML standard allows), so that needs no
 * exception either; the unit test keeps it so.
 *
 * On top of the preset, rules outside it that check validity too:
 */
const validityRules = {
  // `for`, `list`, `form`, `headers` and the ARIA id references must name an element of the page.
  'no-missing-references': 'error',
  // A document starts with `<!DOCTYPE html>`; `<title>` must not be empty.
  'missing-doctype': 'error',
  'empty-title': 'error',
  // Attributes an `<input>` of that type does not take (e.g. `maxlength` on `type="number"`).
  'input-attributes': 'error',
  // `<img>` and `<input type="image">` need an `alt` attribute.
  'wcag/h36': 'error',
  'wcag/h37': 'error',
  // Left off: `no-unknown-elements` (it also reports custom elements such as `<my-widget>`, which
  // are valid; the preset's `element-name` already reports names the standard does not define),
  // `no-unknown-attributes` (html-validate does not know SVG's presentation attributes such as
  // `viewBox` or `stroke`, nor RDFa's `property` of Open Graph's `<meta>`), and `form-dup-name`
  // (the standard allows controls to share a name).
} as const

const validator = new HtmlValidate(
  new StaticConfigLoader({ extends: ['html-validate:standard'], rules: validityRules }),
)

/** The source around an error: React writes a page on one line, so a line says little. */
function snippet(html: string, message: Message): string {
  const at = message.offset
  const text = html.slice(Math.max(0, at - 40), at + Math.max(message.size, 0) + 80)
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The errors of one HTML document, each as "rule: message (line:column) `source`".
 * `url` names the document in html-validate's report (for messages only; nothing is fetched).
 */
export async function htmlErrors(html: string, url: string): Promise<string[]> {
  const report = await validator.validateString(html, url)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(
        (message) =>
          `${message.ruleId}: ${message.message} (${message.line}:${message.column}) \`${snippet(html, message)}\``,
      ),
  )
}
