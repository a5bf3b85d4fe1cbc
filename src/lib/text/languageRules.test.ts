import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import * as banners from '@/cms/seed/content/banners'
import * as cases from '@/cms/seed/content/cases'
import * as catalogue from '@/cms/seed/content/catalogue'
import * as certificates from '@/cms/seed/content/certificates'
import * as exhibitions from '@/cms/seed/content/exhibitions'
import * as facts from '@/cms/seed/content/facts'
import * as guarantees from '@/cms/seed/content/guarantees'
import * as guides from '@/cms/seed/content/guides'
import * as history from '@/cms/seed/content/history'
import * as jobs from '@/cms/seed/content/jobs'
import * as legal from '@/cms/seed/content/legal'
import * as navigation from '@/cms/seed/content/navigation'
import * as news from '@/cms/seed/content/news'
import * as offices from '@/cms/seed/content/offices'
import * as pages from '@/cms/seed/content/pages'
import * as productMedia from '@/cms/seed/content/productMedia'
import * as series from '@/cms/seed/content/series'
import * as service from '@/cms/seed/content/service'
import * as settings from '@/cms/seed/content/settings'
import * as showroom from '@/cms/seed/content/showroom'
import * as technology from '@/cms/seed/content/technology'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import * as specs from '@/lib/catalogue/specs'

import { languageRules, violations, type Rule } from './languageRules'
import { mentionedSlugs, resolveMentions } from './productMentions'

/** Keys whose values are identifiers, addresses or codes, not text a reader reads. */
const NOT_TEXT = new Set(['slug', 'url', 'href', 'payload', 'picture', 'email', 'icon', 'kind', 'key', 'legacyValue'])

type Found = { locale: Locale; where: string; text: string }

/**
 * Every text of the demo content with its language: below an object that has all six languages
 * as keys (a translated text, or the news of each language), each string belongs to that language.
 */
function textsOf(value: unknown, where: string, locale: Locale | null, out: Found[]): Found[] {
  if (typeof value === 'string') {
    if (locale) out.push({ locale, where, text: value })
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textsOf(item, `${where}.${i}`, locale, out))
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    const translated = locales.every((l) => l in value)
    for (const [key, inner] of entries) {
      if (NOT_TEXT.has(key)) continue
      const next = translated && isLocale(key) ? key : locale
      textsOf(inner, `${where}.${key}`, next, out)
    }
  }
  return out
}

const content = Object.entries({
  banners,
  cases,
  catalogue,
  certificates,
  exhibitions,
  facts,
  guarantees,
  guides,
  history,
  jobs,
  legal,
  navigation,
  news,
  offices,
  pages,
  productMedia,
  series,
  service,
  settings,
  showroom,
  technology,
  // the names of materials, finishes, colours and installations in the product data tables
  specs,
}).flatMap(([file, module]) => textsOf(module, file, null, []))

const messages = locales.flatMap((locale) =>
  textsOf(
    JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')),
    `messages/${locale}.json`,
    locale,
    [],
  ),
)

/** The texts that break a kind of rule, as `where: match (what to write)` lines. */
function broken(texts: readonly Found[], kind: Rule['kind']): string[] {
  return texts.flatMap(({ locale, where, text }) =>
    violations(text, locale, where)
      .filter((v) => v.rule.kind === kind)
      .map((v) => `${where} [${locale}]: “${v.match}” (${v.rule.message})`),
  )
}

describe('the house rules of each language', () => {
  it('find the demo content and messages of every language (the walk is not empty)', () => {
    for (const locale of locales) {
      expect(content.filter((t) => t.locale === locale).length, locale).toBeGreaterThan(800)
      expect(messages.filter((t) => t.locale === locale).length, locale).toBeGreaterThan(250)
    }
  })

  it.each(['term', 'address', 'typography'] as const)('hold for %s rules over all content and messages', (kind) => {
    expect(broken([...content, ...messages], kind)).toEqual([])
  })

  // Each rule proven by a planted violation: a rule that matches nothing would pass above too. A
  // rule that holds in some places only (`Rule.where`) is planted with a place it holds in.
  const planted: Record<Locale, readonly (string | Found)[]> = {
    de: [
      'Der Preis für unser Wandwaschbecken {{product:luna-60-wall-hung-basin|title}}',
      'Die Calma-Kollektion',
      'Wannen aus Mineralwerkstoff',
      'Zum Produktcenter',
      'Im Einkaufszentrum Hangzhou',
      'Schreib uns, wir melden uns bei dir.',
      'Der "Klassiker"',
    ],
    zh: [
      '{{product:aria-80-vanity-unit}} 等{{product:aria-60-vanity-unit|title}}',
      'Vela 马桶',
      '矿物铸石台盆',
      '杭州购物中心',
      '注册资本10百万美元',
      '欢迎你来参观',
      '欢迎来电,我们',
    ],
    en: [
      'Our new {{product:luna-60-wall-hung-basin|title}}',
      'The Solis bath',
      'Solid surface basins',
      'Visit our product centre',
      'Our Hangzhou shopping centre',
    ],
    it: [
      'i lavabi da appoggio {{product:orbit-42-countertop-basin|title}}',
      'Il piatto Sella',
      'Lavabi in pietra solida',
      'Il nostro centro commerciale e operativo',
      'Visitate il centro prodotti',
      'Scopri la collezione',
      'Non hai ancora scelto nulla. Indica una quantità.',
      'Cerchi nella nostra gamma',
      { locale: 'it', where: 'jobs.jobs.0.summary.it', text: 'Gestite i nostri negozi ufficiali.' },
      { locale: 'it', where: 'messages/it.json.enquiry.successText', text: 'Il nostro team vi ricontatterà.' },
      "Il lavabo d'appoggio",
    ],
    fr: [
      'pour notre lavabo suspendu : {{product:luna-60-wall-hung-basin|title}}.',
      'Le WC Vela',
      'Vasques en pierre massive',
      'Notre centre commercial de Hangzhou',
      'Le centre produits',
      'Écris-nous si tu veux',
      "Aujourd'hui",
      'Le "classique"',
    ],
    es: [
      'con el {{product:fino-xl-tall-basin-mixer|title}}',
      'La colección Calma',
      'Lavabos de piedra maciza',
      'Nuestro centro comercial de Hangzhou',
      'El centro de productos',
      'Con I+D propio',
      'Escanea el código y escríbenos',
      '¿Quiso decir:',
    ],
  }

  it.each(locales)('each rule of %s fails on a planted violation', (locale) => {
    const caught = new Set(
      planted[locale].flatMap((p) =>
        (typeof p === 'string' ? violations(p, locale) : violations(p.text, p.locale, p.where)).map((v) => v.rule),
      ),
    )
    const missed = languageRules[locale].filter((rule) => !caught.has(rule)).map((rule) => rule.message)
    expect(missed).toEqual([])
  })

  it('name only products the catalogue holds ({{product:<slug>}} in the timeline, certificates and news)', () => {
    const slugs = new Set(catalogue.products.map((p) => p.slug))
    const named = content.flatMap(({ where, text }) => mentionedSlugs(text).map((slug) => ({ where, slug })))
    expect(named.length).toBeGreaterThan(50)
    expect(named.filter(({ slug }) => !slugs.has(slug))).toEqual([])
  })

  it('product mentions read as language in all six: the model name in running text, no kind said twice', () => {
    const pasted = [
      'appoggio Lavabo da appoggio',
      'Lavabo suspendu : Lavabo suspendu',
      'el Grifo de lavabo alto',
      '浴室柜等浴室柜',
    ]
    for (const locale of locales) {
      const names = new Map(catalogue.products.map((p) => [p.slug, { name: p.name, title: p.title[locale] }]))
      expect(resolveMentions('{{product:luna-60-wall-hung-basin}}', names), locale).toBe('Luna 60')
      const rendered = content.filter((t) => t.locale === locale).map((t) => resolveMentions(t.text, names))
      const doubled = catalogue.products.flatMap((p) => {
        const title = p.title[locale]
        const kind = title.replace(p.name, '').trim().toLowerCase()
        if (!kind) return []
        const forms = [
          `${kind} ${title}`,
          `${kind}: ${title}`,
          `${kind} : ${title}`,
          `${title}等${kind}`,
          `${title} 等${kind}`,
        ]
        return rendered.filter((r) => forms.some((f) => r.toLowerCase().includes(f.toLowerCase())))
      })
      expect(doubled, locale).toEqual([])
      expect(
        rendered.filter((r) => pasted.some((p) => r.includes(p))),
        locale,
      ).toEqual([])
    }
  })

  it('let pass what is right: formal address, typographic marks, full-width Chinese punctuation', () => {
    expect(violations('Schreiben Sie uns: Ihr „Klassiker“ aus Mineralguss.', 'de')).toEqual([])
    expect(violations('欢迎您来电：我们的人造石台盆（新品）。', 'zh')).toEqual([])
    expect(violations('Écrivez-nous : aujourd’hui, « résine minérale ».', 'fr')).toEqual([])
    expect(violations('Scoprite il lavabo d’appoggio in resina minerale.', 'it')).toEqual([])
    // Italian: six ("sei"), contacts, circles and the controls' names are no tu; Lei in its places
    expect(violations('Sei consigli, SH e sei cifre. Contatti. Cerchi concentrici.', 'it')).toEqual([])
    expect(violations('Aggiungi alla lista', 'it')).toEqual([])
    const thanks = 'messages/it.json.enquiry.successTitle'
    expect(violations('Grazie, la Sua richiesta è arrivata: La ricontatteremo.', 'it', thanks)).toEqual([])
    const job = 'jobs.jobs.0.summary.it'
    expect(violations('Gestirà i negozi e li aiuterà, tramite le piattaforme.', 'it', job)).toEqual([])
    expect(violations('Escanee el código y escríbanos. ¿Quiso decir esto?', 'es')).toEqual([])
    expect(violations('Our stone-resin basins, made in Pujiang: see Products.', 'en')).toEqual([])
  })
})
