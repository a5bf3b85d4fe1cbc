/**
 * A count's text in the browser without a message formatter: the server resolves an ICU plural
 * message once per plural category of the language (`#` stands for the number), the browser picks
 * the category with `Intl.PluralRules`.
 */
export type PluralForms = { zero: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

/**
 * The forms of a message with a `count` argument: `format(n)` gives its text for `n` (a server's
 * `t(key, { count: n })`). One sample number per category, written back as `#`.
 */
export function pluralForms(locale: string, format: (count: number) => string): PluralForms {
  const rules = new Intl.PluralRules(locale)
  const forms: PluralForms = { zero: format(0), other: '' }
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = Array.from({ length: 200 }, (_, i) => i + 1).find((n) => rules.select(n) === category)
    if (sample === undefined) continue
    forms[category] = format(sample).replace(String(sample), '#')
  }
  return forms
}

/** The text of `count` from `forms` (exactly zero has its own text, as `=0` in the message). */
export function pluralText(forms: PluralForms, locale: string, count: number): string {
  const form = count === 0 ? forms.zero : (forms[new Intl.PluralRules(locale).select(count)] ?? forms.other)
  return form.replace('#', String(count))
}
