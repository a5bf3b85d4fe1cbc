import { locales, type Locale } from '@/i18n/locales'
import type { CertificateGroup } from '@/lib/vocabularies'

import { asset } from './assets'
import { cases } from './content/cases'
import { products } from './content/catalogue'
import { certificates, testReports } from './content/certificates'
import { exhibitions } from './content/exhibitions'
import { history } from './content/history'
import { jobs } from './content/jobs'
import { news } from './content/news'
import { offices } from './content/offices'
import { caseProducts, coveredProducts } from './content/references'
import { settings } from './content/settings'
import type { L } from './content/types'
import { ensureDoc, type SeedContext } from './context'
import { certificatePdf, testReportPdf } from './documents'
import type { NewsPicture } from './images/news-art'
import { toLexical } from './richtext'

type Id = number | string

const published = { _status: 'published' } as const
const same = (value: string): L => ({ de: value, zh: value, en: value, it: value, fr: value, es: value })

/** The ids of the seeded products by slug (the catalogue is seeded before the company pages). */
async function productIds(ctx: SeedContext): Promise<(slug: string) => Id> {
  const { docs } = await ctx.payload.find({
    collection: 'products',
    depth: 0,
    limit: 1000,
    pagination: false,
    draft: true,
    select: { slug: true },
  })
  const ids = new Map(docs.map((d) => [d.slug, d.id]))
  return (slug) => {
    const id = ids.get(slug)
    if (id === undefined) throw new Error(`Seed references: no product ${slug}`)
    return id
  }
}

export async function seedCases(ctx: SeedContext): Promise<void> {
  const seen = { foreign: 0, china: 0 }
  const product = await productIds(ctx)
  for (const [index, item] of cases.entries()) {
    const n = seen[item.region]++
    const image = await asset.case(ctx, item.region, n, item.alt)
    const used = (caseProducts[index] ?? []).map((u) => ({ product: product(u.slug), x: u.x ?? null, y: u.y ?? null }))
    await ensureDoc(ctx, 'cases', { image: { equals: image } }, (locale) => ({
      ...published,
      region: item.region,
      city: item.city[locale],
      caption: item.caption[locale],
      image,
      products: used,
      order: index + 1,
    }))
  }
}

/**
 * The demo's validity dates, counted from the day of the seed so that the content health board
 * always has something to show: the certificates of standards, quality and testing are valid for
 * one to three years, one of them (the first quality certificate) only 45 more days; each test
 * report for one to four years, the second only 20 more days. Patents and honours have none.
 */
export function demoValidUntil(kind: 'certificate' | 'report', index: number, group?: CertificateGroup): string | null {
  const day = (days: number) => new Date(Date.UTC(...todayUtc(), 12) + days * 86_400_000).toISOString()
  if (kind === 'report') return day(index === 1 ? 20 : 365 + ((index * 173) % 1095))
  if (group === 'patent' || group === 'honour') return null
  const firstQuality = certificates.findIndex((c) => c.group === 'quality')
  return day(index === firstQuality ? 45 : 365 + ((index * 211) % 730))
}

/** Today's year, month and day (UTC). */
function todayUtc(): [number, number, number] {
  const now = new Date()
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()]
}

export async function seedCertificates(ctx: SeedContext): Promise<void> {
  const seen = new Map<CertificateGroup, number>()
  const product = await productIds(ctx)
  const covered = (number: string | undefined) => (number ? (coveredProducts[number] ?? []) : []).map(product)
  for (const [index, item] of certificates.entries()) {
    const n = seen.get(item.group) ?? 0
    seen.set(item.group, n + 1)
    const image = await asset.certificate(ctx, item.group, n, item.alt)
    const document = await certificatePdf(ctx, item.group, n, item)
    await ensureDoc(ctx, 'certificates', { image: { equals: image } }, (locale) => ({
      ...published,
      group: item.group,
      caption: item.caption[locale],
      number: item.number ?? null,
      image,
      document,
      products: covered(item.number),
      validUntil: demoValidUntil('certificate', index, item.group),
      order: index + 1,
    }))
  }
  for (const [index, report] of testReports.entries()) {
    const samples = (coveredProducts[report.number] ?? []).map((slug) => {
      const product = products.find((p) => p.slug === slug)
      return product ? product.title.en : slug
    })
    const document = await testReportPdf(ctx, report, samples)
    await ensureDoc(ctx, 'test-reports', { number: { equals: report.number } }, (locale) => ({
      ...published,
      title: report.title[locale],
      number: report.number,
      year: report.year,
      document,
      products: covered(report.number),
      validUntil: demoValidUntil('report', index),
      order: index + 1,
    }))
  }
}

export async function seedHistory(ctx: SeedContext): Promise<void> {
  for (const entry of history) {
    await ensureDoc(ctx, 'history-entries', { year: { equals: entry.year } }, (locale) => ({
      ...published,
      year: entry.year,
      content: entry.content[locale],
    }))
  }
  for (const fair of exhibitions) {
    await ensureDoc(
      ctx,
      'exhibitions',
      { and: [{ year: { equals: fair.year } }, { name: { equals: fair.name.de } }] },
      (locale) => ({
        ...published,
        year: fair.year,
        name: fair.name[locale],
        city: fair.city[locale],
      }),
    )
  }
}

export async function seedOffices(ctx: SeedContext): Promise<void> {
  for (const [index, office] of offices.entries()) {
    const messaging = office.qr ? settings.messaging.find((m) => m.kind === office.qr?.kind) : undefined
    const qr =
      office.qr && messaging ? await asset.qr(ctx, `office-${office.key}`, messaging.payload, office.qr.message) : null
    await ensureDoc(ctx, 'offices', { key: { equals: office.key } }, (locale) => ({
      ...published,
      key: office.key,
      name: office.name[locale],
      city: office.city[locale],
      address: office.address[locale],
      center: office.center,
      marker: office.marker,
      zoom: office.zoom,
      contacts: office.contacts.map((c) => ({
        kind: c.kind,
        label: c.label[locale],
        value: (typeof c.value === 'string' ? same(c.value) : c.value)[locale],
      })),
      qr: { image: qr, message: office.qr?.message[locale] ?? '' },
      order: index + 1,
    }))
  }
}

export async function seedJobs(ctx: SeedContext): Promise<void> {
  for (const [index, job] of jobs.entries()) {
    await ensureDoc(ctx, 'job-openings', { slug: { equals: job.slug } }, (locale) => ({
      ...published,
      title: job.title[locale],
      slug: job.slug,
      legacyValue: job.legacyValue,
      location: job.location[locale],
      employmentType: job.employmentType,
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      summary: job.summary[locale],
      description: toLexical(job.description[locale]),
      order: index + 1,
    }))
  }
}

/** The spec's article category ids per language (section 7). */
export const newsCategoryIds: Readonly<Record<Locale, number>> = { zh: 13, de: 14, en: 15, fr: 16, es: 17, it: 19 }

const newsCategoryTitles: Readonly<Record<Locale, string>> = {
  de: 'Nachrichten',
  zh: '新闻动态',
  en: 'News',
  it: 'Notizie',
  fr: 'Actualités',
  es: 'Noticias',
}

/**
 * The alternative text of each news picture in every language: a picture several languages'
 * articles use says in each language what that language's article says of it; a language
 * without an article using it takes the first article's text.
 */
function newsPictureAlts(): Map<NewsPicture, L> {
  const found = new Map<NewsPicture, Partial<Record<Locale, string>>>()
  for (const locale of locales) {
    for (const article of news[locale]) {
      const alts = found.get(article.picture) ?? {}
      alts[locale] ??= article.alt
      found.set(article.picture, alts)
    }
  }
  const out = new Map<NewsPicture, L>()
  for (const [picture, alts] of found) {
    const first = Object.values(alts)[0] ?? ''
    out.set(picture, Object.fromEntries(locales.map((l) => [l, alts[l] ?? first])) as L)
  }
  return out
}

export async function seedNews(ctx: SeedContext): Promise<void> {
  const alts = newsPictureAlts()
  for (const locale of locales) {
    const category = await ensureDoc(
      ctx,
      'news-categories',
      { language: { equals: locale } },
      () => ({ ...published, title: newsCategoryTitles[locale], language: locale, legacyId: newsCategoryIds[locale] }),
      { localized: false },
    )
    for (const article of news[locale]) {
      const image = await asset.news(ctx, article.picture, alts.get(article.picture) ?? same(article.alt))
      await ensureDoc(
        ctx,
        'news',
        { slug: { equals: article.slug } },
        () => ({
          ...published,
          title: article.title,
          slug: article.slug,
          category,
          publishedAt: article.date,
          image,
          excerpt: article.excerpt,
          body: toLexical(article.body),
        }),
        { localized: false },
      )
    }
  }
}
