import { getTranslations } from 'next-intl/server'

import { Hero } from '@/components/home/Hero'
import {
  AboutTeaser,
  DesignConcept,
  NewsCentre,
  ProductBoxes,
  ServiceRow,
  Showrooms,
  TradeCoverage,
  WhyChooseUs,
} from '@/components/home/Sections'
import { env } from '@/env'
import type { Locale } from '@/i18n/locales'
import { getCategoryTree } from '@/lib/cms/catalogue'
import {
  getBanners,
  getHomeCategories,
  getHomePage,
  getLatestNews,
  getList,
  getServiceGuarantees,
  getShowroomCountries,
} from '@/lib/cms/content'
import { getShowrooms } from '@/lib/cms/showrooms'
import { getSiteSettings } from '@/lib/cms/site'
import { mediaUrl } from '@/lib/media'
import { hrefFor } from '@/lib/paths'
import { organizationJsonLd } from '@/lib/seo/organization'
import { serviceContact } from '@/lib/serviceContact'
import { JsonLd } from '@/ui/JsonLd'

/** The home page (also shown at /shop, as in the spec), in the order of the spec's route table. */
export async function HomeView({ locale }: { locale: Locale }) {
  const [home, banners, services, countries, categories, news, t, tNews, settings, offices, tree, showrooms, ts] =
    await Promise.all([
      getHomePage(locale),
      getBanners(locale),
      getServiceGuarantees(locale),
      getShowroomCountries(locale),
      getHomeCategories(locale),
      getLatestNews(locale, 3),
      getTranslations({ locale, namespace: 'home' }),
      getTranslations({ locale, namespace: 'news' }),
      getSiteSettings(locale),
      getList('offices', locale),
      getCategoryTree(locale),
      getShowrooms(locale),
      getTranslations({ locale, namespace: 'showrooms' }),
    ])
  const logo = mediaUrl(settings.logo)
  const organization = organizationJsonLd({
    settings,
    contact: serviceContact(settings, locale),
    offices,
    siteUrl: env.siteUrl,
    homeUrl: `${env.siteUrl}${hrefFor(locale, 'home')}`,
    logo: logo ? `${env.siteUrl}${logo}` : null,
    language: locale,
  })
  return (
    <>
      <JsonLd data={organization} />
      <Hero locale={locale} banners={banners} />
      <ServiceRow heading={home.serviceHeading} items={services} />
      <Showrooms
        locale={locale}
        section={home.showroom}
        countries={countries}
        withShowrooms={new Set(showrooms.map((s) => s.country))}
        allLabel={ts('all')}
      />
      <ProductBoxes
        locale={locale}
        section={home.products}
        categories={categories}
        more={tree.filter((c) => c.count > 0 && !categories.some((box) => box.id === c.id))}
      />
      <WhyChooseUs home={home} />
      <AboutTeaser locale={locale} section={home.aboutTeaser} />
      <DesignConcept section={home.designConcept} />
      <TradeCoverage section={home.tradeCoverage} />
      <NewsCentre locale={locale} section={home.news} articles={news} empty={t('newsEmpty')} allLabel={tNews('all')} />
    </>
  )
}
