import { getTranslations } from 'next-intl/server'

import { Hero } from '@/components/home/Hero'
import { AboutTeaser, NewsCentre, ProductBoxes, ServiceRow, WhyChooseUs } from '@/components/home/Sections'
import type { Locale } from '@/i18n/locales'
import { getBanners, getHomeCategories, getHomePage, getLatestNews, getServiceGuarantees } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'

/** The home page (also shown at /shop, as in the spec). */
export async function HomeView({ locale }: { locale: Locale }) {
  const [home, banners, services, categories, news, facts, t] = await Promise.all([
    getHomePage(locale),
    getBanners(locale),
    getServiceGuarantees(locale),
    getHomeCategories(locale),
    getLatestNews(locale, 3),
    getFacts(locale),
    getTranslations({ locale, namespace: 'home' }),
  ])
  return (
    <>
      <Hero banners={banners} />
      <ServiceRow heading={home.serviceHeading} items={services} facts={facts} />
      <ProductBoxes locale={locale} section={home.products} categories={categories} facts={facts} />
      <WhyChooseUs section={home.whyChooseUs} facts={facts} />
      <AboutTeaser locale={locale} section={home.aboutTeaser} facts={facts} />
      <NewsCentre locale={locale} section={home.news} articles={news} empty={t('newsEmpty')} />
    </>
  )
}
