import type { Locale } from '@/i18n/locales'
import type { IconName } from '@/lib/vocabularies'

import { asset } from './assets'
import { guarantees } from './content/guarantees'
import { legalPages } from './content/legal'
import { pages } from './content/pages'
import type { L, TitledText } from './content/types'
import { ensureDoc, ensureGlobal, officeIds, type SeedContext } from './context'
import { toLexical } from './richtext'

type Id = number | string

const text = (t: TitledText, locale: Locale) => ({ heading: t.heading[locale], text: t.text[locale] })

async function icons(ctx: SeedContext, items: readonly { icon: IconName; title: L }[]): Promise<Id[]> {
  return Promise.all(items.map((item) => asset.icon(ctx, item.icon, item.title)))
}

async function seedHome(ctx: SeedContext): Promise<void> {
  const home = pages.home
  const showroom = await asset.scene(ctx, 'showroom', home.showroom.alt)
  const teaser = await asset.scene(ctx, 'about-teaser', home.aboutTeaser.alt)
  const coverage = await asset.scene(ctx, 'trade-coverage', home.tradeCoverage.alt)
  const designNames = ['design-1', 'design-2', 'design-3', 'design-4'] as const
  const photos = await Promise.all(
    home.designConcept.photos.map((p, i) => asset.scene(ctx, designNames[i % designNames.length]!, p.alt)),
  )
  const whyIcons = await icons(ctx, home.whyChooseUs.points)
  await ensureGlobal(ctx, 'home-page', 'serviceHeading', (locale) => ({
    serviceHeading: home.serviceHeading[locale],
    showroom: {
      ...text(home.showroom, locale),
      countriesHeading: home.showroom.countriesHeading[locale],
      image: showroom,
    },
    products: text(home.products, locale),
    whyChooseUs: {
      heading: home.whyChooseUs.heading[locale],
      points: home.whyChooseUs.points.map((p, i) => ({
        icon: whyIcons[i],
        title: p.title[locale],
        text: p.text[locale],
      })),
    },
    aboutTeaser: { ...text(home.aboutTeaser, locale), linkLabel: home.aboutTeaser.linkLabel[locale], image: teaser },
    designConcept: {
      ...text(home.designConcept, locale),
      photos: home.designConcept.photos.map((p, i) => ({ image: photos[i], caption: p.caption[locale] })),
    },
    tradeCoverage: { ...text(home.tradeCoverage, locale), image: coverage },
    news: text(home.news, locale),
  }))
}

async function seedAbout(ctx: SeedContext): Promise<void> {
  const about = pages.about
  const banner = await asset.scene(ctx, 'about-banner', about.bannerAlt)
  const intro = await asset.scene(ctx, 'about-intro', about.intro.alt)
  const factory = await asset.scene(ctx, 'factory', about.factory.alt)
  const showroom = await asset.scene(ctx, 'about-showroom', about.showroom.alt)
  const rowIcons = await icons(ctx, about.iconRow)
  await ensureGlobal(ctx, 'about-page', 'historyHeading', (locale) => ({
    bannerImage: banner,
    slogans: about.slogans.map((s) => ({ text: s[locale] })),
    iconRow: about.iconRow.map((item, i) => ({ icon: rowIcons[i], title: item.title[locale] })),
    stats: about.stats.map((s) => ({ fact: s.fact, label: s.label[locale] })),
    intro: { ...text(about.intro, locale), image: intro },
    historyHeading: about.historyHeading[locale],
    exhibitionsHeading: about.exhibitionsHeading[locale],
    factory: { ...text(about.factory, locale), image: factory },
    showroom: { ...text(about.showroom, locale), image: showroom },
    coverage: text(about.coverage, locale),
  }))
}

async function seedSimplePages(ctx: SeedContext): Promise<void> {
  const p = pages
  const simple = (t: TitledText) => (locale: Locale) => text(t, locale)
  await ensureGlobal(ctx, 'craft-page', 'heading', simple(p.craft))
  await ensureGlobal(ctx, 'case-page', 'heading', (locale) => ({
    ...text(p.cases, locale),
    foreignHeading: p.cases.foreignHeading[locale],
    chinaHeading: p.cases.chinaHeading[locale],
  }))
  await ensureGlobal(ctx, 'qualification-page', 'heading', (locale) => ({
    ...text(p.qualification, locale),
    groups: p.qualification.groups.map((g) => ({ group: g.group, heading: g.heading[locale], text: g.text[locale] })),
    testReportsHeading: p.qualification.testReportsHeading[locale],
  }))
  await ensureGlobal(ctx, 'contact-page', 'heading', simple(p.contact))
  await ensureGlobal(ctx, 'service-page', 'heading', (locale) => ({
    ...text(p.service, locale),
    hotlineHeading: p.service.hotlineHeading[locale],
  }))
  const recruitIcons = await icons(ctx, p.recruit.whyJoin)
  const recruitImage = await asset.scene(ctx, 'recruit', p.recruit.heading)
  await ensureGlobal(ctx, 'recruit-page', 'heading', (locale) => ({
    ...text(p.recruit, locale),
    whyJoin: p.recruit.whyJoin.map((w, i) => ({ icon: recruitIcons[i], title: w.title[locale], text: w.text[locale] })),
    image: recruitImage,
  }))
  await ensureGlobal(ctx, 'product-centre-page', 'heading', simple(p.productCentre))
  const tailorismImage = await asset.scene(ctx, 'tailorism', p.showcase.tailorism.heading)
  await ensureGlobal(ctx, 'showcase-page', 'heading', (locale) => ({
    ...text(p.showcase, locale),
    tailorism: {
      ...text(p.showcase.tailorism, locale),
      image: tailorismImage,
      steps: p.showcase.tailorism.steps.map((s) => ({ title: s.title[locale], text: s.text[locale] })),
    },
    slideshow: text(p.showcase.slideshow, locale),
  }))
  await ensureGlobal(ctx, 'news-page', 'heading', simple(p.news))
  await ensureGlobal(ctx, 'teamwork-page', 'heading', (locale) => ({
    ...text(p.teamwork, locale),
    overseasNotice: p.teamwork.overseasNotice[locale],
  }))
}

async function seedLegal(ctx: SeedContext): Promise<void> {
  for (const page of legalPages) {
    await ensureDoc(ctx, 'legal-pages', { slug: { equals: page.slug } }, (locale) => ({
      _status: 'published',
      slug: page.slug,
      title: page.title[locale],
      body: toLexical(page.body[locale]),
    }))
  }
}

/** Each demo market's guarantee, given by one of the offices (seeded before). */
export async function seedGuarantees(ctx: SeedContext): Promise<void> {
  const officeId = await officeIds(ctx)
  for (const g of guarantees) {
    const guarantor = officeId(g.guarantor)
    if (!guarantor) throw new Error(`seed: no office ${g.guarantor} for the guarantee of ${g.market}`)
    await ensureDoc(ctx, 'guarantees', { market: { equals: g.market } }, (locale) => ({
      _status: 'published',
      market: g.market,
      title: g.title[locale],
      guarantor,
      covers: toLexical(g.covers[locale]),
      claim: toLexical(g.claim[locale]),
    }))
  }
}

export async function seedPages(ctx: SeedContext): Promise<void> {
  await seedHome(ctx)
  await seedAbout(ctx)
  await seedSimplePages(ctx)
  await seedLegal(ctx)
}
