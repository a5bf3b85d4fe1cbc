import type { Locale } from '@/i18n/locales'

/**
 * The house rules of each language, checked over the interface's messages and the demo content
 * (`languageRules.test.ts`), so a slip in one language cannot come back unnoticed:
 * - terms: one word for one thing (the material, the products section, the Hangzhou office),
 *   never a wrong one (a shopping mall, solid natural stone), no product the catalogue lacks, no
 *   product title pasted into a sentence;
 * - the form of address: Sie, 您, vous, voi, usted (English has one "you"). Italian: voi, Lei only
 *   in the thanks after an enquiry is sent (`enquiry.success*`) and in what a job applicant reads
 *   (the openings in `jobs.ts`, the careers page, the `jobs.*` messages), never tu: three rules,
 *   two of them chosen by where a text stands (`italianLeiPlaces`);
 * - typography: „…“ in German, « » and ’ in French, ’ in Italian, full-width punctuation in
 *   Chinese sentences. French spacing itself is added when pages are rendered (`typeset`).
 */
export type Rule = {
  kind: 'term' | 'address' | 'typography'
  /** what is wrong, and what to write instead */
  message: string
  pattern: RegExp
  /**
   * The places the rule holds in, by a text's place as the test names it: a message key after its
   * file (`messages/it.json.enquiry.successTitle`), content after its module and export
   * (`jobs.jobs.0.summary.it`). Without it, everywhere.
   */
  where?: (place: string) => boolean
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

/** A word as written, or capitalised at the start of a sentence: "hai", "Hai". */
const sentenceCase = (w: string): string => `[${w.charAt(0)}${w.charAt(0).toUpperCase()}]${w.slice(1)}`

/** The start of a text or of a sentence in it (a command stands there). */
const sentenceStart = '(?:^|(?<=[.!?:;]\\s))'

/** Articles and the like that follow a verb's object position: "Cerchi nella gamma", "Gestite i negozi". */
const objectStart = '(?:il|lo|la|i|gli|le|un|uno|una|nel|nello|nella|nei|negli|nelle|tra|fra|qui|pure|direttamente)'

/** Words ending like a voi verb that are none: "tramite", "parete", "estate" (summer). */
const notVerb = '(?!(?:[Tt]ramite|[Pp]arete|[Rr]ete|[Ee]state|[Ss]tate|[Ss]ete|[Mm]ite|[Ll]ite|[Ee]lite)(?!\\p{L}))'

/**
 * Where Italian says Lei, by a text's place (`Rule.where`): the thanks after an enquiry is sent,
 * and whatever a job applicant reads (the openings, their labels, the careers page). The enquiry
 * form itself, the project list, the API and all other texts say voi.
 */
export const italianLeiPlaces: readonly RegExp[] = [
  /^messages\/it\.json\.enquiry\.success/, // "Grazie, la Sua richiesta è arrivata."
  /^messages\/it\.json\.jobs\./, // an opening's labels: "Si candidi ora"
  /^jobs\./, // jobs.ts: each opening's summary and description
  /^pages\.pages\.recruit\./, // pages.ts: the careers page above the openings
]

const inLeiPlace = (place: string): boolean => italianLeiPlaces.some((p) => p.test(place))

/**
 * Italian address: never tu; Lei only in its places, voi everywhere else. Words that are also
 * something else are matched in context: "sei" (six) only as "non sei", "Indica" only as a
 * command ("Indica una quantità"), "Cerchi" (circles) and "Contatti" (contacts) only before what
 * they command, "Sua", "Suo" only capitalised. The short names of controls ("Aggiungi alla lista",
 * "Rimuovi", "Apri il menu") are the interface's words for its actions, not tu.
 */
const italianAddress: readonly Rule[] = [
  {
    kind: 'address',
    message: 'address readers with “voi”, never “tu” (“avete”, “vostro”, “Scoprite”, “Indicate”)',
    pattern: word(
      [
        ...['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'hai', 'puoi', 'vuoi', 'devi'].map(sentenceCase),
        ...['scopri', 'contattaci', 'scrivici', 'chiamaci', 'riprova', 'richiedi', 'inserisci'].map(sentenceCase),
        ...['scegli', 'scegline', 'rimuovine', 'aggiungine'].map(sentenceCase),
        // running text: the controls' names stand alone and capitalised
        'aggiungi',
        'rimuovi',
        'spunta(?=\\s*[“«"])',
        `${sentenceStart}(?:Inquadra|Seleziona|Spunta)`,
        `${sentenceStart}Indica\\s+(?:una|uno|un|il|lo|la|le|i|gli)`,
        '(?:[Nn]on|[Cc]i|[Tt]u)\\s+sei',
      ],
      'u',
    ),
  },
  {
    kind: 'address',
    message: 'address readers with “voi”: “Lei” only after an enquiry is sent and to job applicants',
    where: (place) => !inLeiPlace(place),
    pattern: word(
      [
        'Lei',
        'Suo',
        'Sua',
        'Suoi',
        'Sue',
        'La\\s+(?:ringraziamo|ricontatteremo|contatteremo|invitiamo|preghiamo|aspettiamo|informeremo)',
        'Le\\s+(?:risponderemo|scriveremo|invieremo|chiediamo|ricordiamo|auguriamo|comunicheremo|offriamo)',
        ...['ci contatti', 'ci scriva', 'si candidi'].map(sentenceCase),
        `(?:Cerchi|Contatti|Invii|Consulti)(?=\\s+${objectStart}(?!\\p{L}))`,
        'Indichi',
        'Scriva',
        'Scopra',
        'Visiti',
        'Inserisca',
        'Scelga',
        'Richieda',
        'Compili',
        'Acconsenta',
        'Accetti',
        'Riprovi',
      ],
      'u',
    ),
  },
  {
    kind: 'address',
    message:
      'here address the reader with “Lei” (the thanks after an enquiry, a job applicant): “Sua”, “La ricontatteremo”, “Gestirà”, “Si candidi”',
    where: inLeiPlace,
    pattern: word(
      [
        ...['voi', 'vostro', 'vostra', 'vostri', 'vostre', 'vi', 'avete', 'potete', 'siete', 'dovete', 'volete'].map(
          sentenceCase,
        ),
        // a command: "Gestite", "Scriveteci", "Candidatevi"
        `${sentenceStart}${notVerb}\\p{Lu}\\p{Ll}*(?:ate|ete|ite)(?:ci|vi|lo|la|li|le|ne)?`,
        // a verb in the middle of a sentence: "seguite i nostri marketplace", "li aiutate"
        `${notVerb}\\p{Ll}{2,}(?:ate|ete|ite)(?=\\s+${objectStart}(?!\\p{L}))`,
        `(?<=(?:^|\\s)(?:li|ci|ne)\\s)${notVerb}\\p{Ll}+(?:ate|ete|ite)`,
      ],
      'u',
    ),
  },
]

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
      pattern: word(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'euch', 'euer', 'eure']),
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
    ...italianAddress,
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

/**
 * The rules of `locale` a text breaks, each with the text it matched; `place` says where the text
 * stands, for the rules that hold in some places only (`Rule.where`; none given: any other place).
 */
export function violations(text: string, locale: Locale, place = ''): Violation[] {
  const out: Violation[] = []
  for (const rule of languageRules[locale]) {
    if (rule.where && !rule.where(place)) continue
    const found = rule.pattern.exec(text)
    if (found) out.push({ rule, match: found[0] })
  }
  return out
}
