import type { Locale } from '@/i18n/locales'

/**
 * The house rules of each language, checked over the interface's messages and the demo content
 * (`languageRules.test.ts`), so a slip in one language cannot come back unnoticed:
 * - terms: one word for one thing (the material, the products section, the Hangzhou office),
 *   never a wrong one (a shopping mall, solid natural stone), no product the catalogue lacks, no
 *   product title pasted into a sentence;
 * - the form of address: Sie, 您, vous, voi, usted (English has one "you");
 * - typography: „…“ in German, « » and ’ in French, ’ in Italian, full-width punctuation in
 *   Chinese sentences. French spacing itself is added when pages are rendered (`typeset`).
 */
export type Rule = {
  kind: 'term' | 'address' | 'typography'
  /** what is wrong, and what to write instead */
  message: string
  pattern: RegExp
}

/** Not a letter before or after: a whole word in any script (`\b` knows ASCII only). */
const word = (words: readonly string[], flags = 'iu'): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, flags)

/** A term never to write (whole words, any case; Chinese, which has no spaces, anywhere). */
const term = (forbidden: readonly string[], preferred: string, match: 'word' | 'anywhere' | 'name' = 'word'): Rule => {
  const escaped = forbidden.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return {
    kind: 'term',
    message: `write “${preferred}”, not ${forbidden.map((f) => `“${f}”`).join(', ')}`,
    pattern: match === 'anywhere' ? new RegExp(escaped.join('|'), 'u') : word(escaped, match === 'name' ? 'u' : 'iu'),
  }
}

/** Names used for products the catalogue never had; products are named by `{{product:<slug>}}`. */
// Names, so matched as written: Italian "con calma" is no product.
const notProducts = term(['Calma', 'Solis', 'Sella', 'Vela'], '{{product:<slug>}} of a catalogue product', 'name')

/**
 * A product's full title belongs where a title stands alone (a list of patents after a dash, a
 * caption); inside a sentence it pastes the catalogue's kind into the writer's own ("il lavabo da
 * appoggio Lavabo da appoggio Orbit 42"). Running text names the model (`{{product:<slug>}}`, "Orbit
 * 42") and says its kind in its own grammar.
 */
const titleInSentence: Rule = {
  kind: 'term',
  message:
    'in a sentence write {{product:<slug>}} (the model name) and the kind in your own words; {{product:<slug>|title}} stands alone',
  pattern: /[\p{L}\p{N}][\s\u00a0]*[:：]?[\s\u00a0]*\{\{\s*product:[a-z0-9-]+\s*\|\s*title\s*\}\}/u,
}

const straightApostrophe: Rule = {
  kind: 'typography',
  message: 'write the typographic apostrophe ’',
  pattern: /\p{L}'\p{L}/u,
}

export const languageRules: Readonly<Record<Locale, readonly Rule[]>> = {
  de: [
    notProducts,
    titleInSentence,
    term(['Mineralwerkstoff', 'Mineralgussstein', 'Kunststein', 'Naturstein', 'Solid Surface'], 'Mineralguss'),
    term(['Produktcenter', 'Produktzentrum', 'Produktwelt'], 'Produkte'),
    term(['Einkaufszentrum'], 'Vertriebs- und Betriebszentrum'),
    {
      kind: 'address',
      message: 'address readers with “Sie”',
      pattern: word(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'euch', 'euer', 'eure'], 'u'),
    },
    { kind: 'typography', message: 'quote with „…“', pattern: /"|(?:^|[\s(])“/u },
  ],
  zh: [
    notProducts,
    titleInSentence,
    term(['矿物铸石', '实心人造石', '石材质地', '树脂石'], '人造石', 'anywhere'),
    term(['商场', '购物中心'], '销售运营中心', 'anywhere'),
    term(['百万美元'], '万美元', 'anywhere'),
    { kind: 'address', message: 'address readers with “您”', pattern: /你/u },
    {
      kind: 'typography',
      message: 'use full-width punctuation （，。：；？！） in Chinese sentences',
      pattern: /\p{Script=Han}[,;:?!()]|[,;:?!(]\p{Script=Han}/u,
    },
  ],
  en: [
    notProducts,
    titleInSentence,
    term(
      ['solid surface', 'solid-surface', 'mineral cast', 'solid stone', 'natural stone', 'mineral mass'],
      'stone resin',
    ),
    term(['product centre', 'product center'], 'Products'),
    term(['shopping centre', 'shopping center', 'shopping mall'], 'sales and operations centre'),
  ],
  it: [
    notProducts,
    titleInSentence,
    term(['solid surface', 'pietra solida', 'pietra massiccia', 'marmo resina'], 'resina minerale'),
    term(['centro commerciale', 'centro vendite'], 'sede commerciale e operativa'),
    term(['centro prodotti'], 'Prodotti'),
    {
      kind: 'address',
      message: 'address readers with “voi”',
      pattern: word([
        'tu',
        'tuo',
        'tua',
        'tuoi',
        'tue',
        'Scopri',
        'Contattaci',
        'Riprova',
        'Richiedi',
        'scrivici',
        'Inquadra',
      ]),
    },
    straightApostrophe,
  ],
  fr: [
    notProducts,
    titleInSentence,
    term(['pierre de synthèse', 'solid surface', 'fonte minérale', 'pierre massive'], 'résine minérale'),
    term(['centre commercial'], 'siège commercial et opérationnel'),
    term(['centre produits', 'centre de produits'], 'Produits'),
    { kind: 'address', message: 'address readers with “vous”', pattern: word(['tu', 'toi', 'ton', 'tes']) },
    straightApostrophe,
    { kind: 'typography', message: 'quote with « »', pattern: /"/u },
  ],
  es: [
    notProducts,
    titleInSentence,
    term(['piedra artificial', 'solid surface', 'piedra maciza'], 'resina mineral'),
    term(['centro comercial'], 'sede comercial y de operaciones'),
    term(['centro de productos'], 'Productos'),
    term(['I+D propio'], 'I+D propia'),
    {
      kind: 'address',
      message: 'address readers with “usted”',
      pattern: word([
        'tú',
        'tu',
        'tus',
        'te',
        'ti',
        'os',
        'contigo',
        'vosotros',
        'vosotras',
        'vuestro',
        'vuestra',
        'vuestros',
        'vuestras',
        'Escanea',
        'escríbenos',
        'Síguenos',
      ]),
    },
    { kind: 'typography', message: 'close every question opened with ¿', pattern: /¿[^?]*$/u },
  ],
}

export type Violation = { rule: Rule; match: string }

/** The rules of `locale` a text breaks, each with the text it matched. */
export function violations(text: string, locale: Locale): Violation[] {
  const out: Violation[] = []
  for (const rule of languageRules[locale]) {
    const found = rule.pattern.exec(text)
    if (found) out.push({ rule, match: found[0] })
  }
  return out
}
