import { type Locale, localeNames, locales } from '@/i18n/locales'
import { cadFormats } from '@/lib/cad/files'
import { datasheetHref, tenderFormats, tenderHref } from '@/lib/documentPaths'
import { dopHref } from '@/lib/dop/declaration'
import { type DigitalLinkTarget, gs1LinkTypes, ownLinkType } from '@/lib/gs1/digitalLink'
import { variantPageHref } from '@/lib/paths'

import { getCadDownloads } from './cad'
import { getProduct } from './catalogue'
import { declarationsFor } from './declarations'
import { getManualHref } from './manual'

export type FoundVariant = { slug: string; article: string; isDefault: boolean; gtin: string }

const tenderTypes = {
  x81: 'application/xml',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

/**
 * What a variant's Digital Link leads to, per link type and language: its page, its declarations
 * of performance, its manual (instructions and safety), data sheet, tender texts and CAD/BIM files,
 * each where the site has it. `only` limits the work to one link type (a redirect needs one).
 */
export async function digitalLinkTargets(
  found: FoundVariant,
  origin: string,
  only?: string,
): Promise<DigitalLinkTarget[]> {
  const wanted = (rel: string) => !only || only === rel
  const article = found.isDefault ? null : found.article
  const variant = { isDefault: found.isDefault, articleNumber: found.article }
  const targets: DigitalLinkTarget[] = []
  const perLocale = async (make: (locale: Locale) => Promise<DigitalLinkTarget[]>) =>
    targets.push(...(await Promise.all(locales.map(make))).flat())

  if (wanted(gs1LinkTypes['gs1:pip']))
    await perLocale(async (locale) => {
      const product = await getProduct(found.slug, locale)
      return [
        {
          rel: gs1LinkTypes['gs1:pip'],
          href: origin + variantPageHref(locale, found.slug, variant),
          hreflang: locale,
          type: 'text/html',
          ...(product ? { title: product.title } : {}),
        },
      ]
    })
  if (wanted(gs1LinkTypes['gs1:certificationInfo']))
    for (const d of await declarationsFor([found.article]))
      for (const l of d.languages)
        targets.push({
          rel: gs1LinkTypes['gs1:certificationInfo'],
          href: origin + dopHref(d.number, l),
          hreflang: l,
          type: 'application/pdf',
          title: `DoP ${d.number} (${localeNames[l]})`,
        })
  for (const rel of [gs1LinkTypes['gs1:instructions'], gs1LinkTypes['gs1:safetyInfo']])
    if (wanted(rel))
      await perLocale(async (locale) => {
        const product = await getProduct(found.slug, locale)
        const href = product ? await getManualHref(product, article, locale) : null
        return href ? [{ rel, href: origin + href, hreflang: locale, type: 'application/pdf' }] : []
      })
  if (wanted(ownLinkType(origin, 'datasheet')))
    await perLocale(async (locale) => [
      {
        rel: ownLinkType(origin, 'datasheet'),
        href: origin + datasheetHref(locale, found.slug, article),
        hreflang: locale,
        type: 'application/pdf',
      },
    ])
  if (wanted(ownLinkType(origin, 'tenderText')))
    await perLocale(async (locale) =>
      tenderFormats.map((format) => ({
        rel: ownLinkType(origin, 'tenderText'),
        href: origin + tenderHref(locale, found.slug, article, format),
        hreflang: locale,
        type: tenderTypes[format],
      })),
    )
  const cad = (['cad2d', 'bim', 'cad3d'] as const).map((name) => ownLinkType(origin, name))
  if (cad.some(wanted))
    await perLocale(async (locale) =>
      (await getCadDownloads(found.slug, article, locale)).flatMap((file) => {
        const rel = ownLinkType(origin, file.format === 'dxf' ? 'cad2d' : file.format === 'ifc' ? 'bim' : 'cad3d')
        return wanted(rel)
          ? [{ rel, href: origin + file.href, hreflang: locale, type: cadFormats[file.format].mime }]
          : []
      }),
    )
  return targets
}
