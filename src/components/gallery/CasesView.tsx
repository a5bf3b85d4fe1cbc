import { CaseProducts } from '@/components/gallery/CaseProducts'
import { galleryItems, galleryTexts } from '@/components/gallery/galleryData'
import { GallerySection } from '@/components/gallery/GallerySection'
import { PageIntro } from '@/components/layout/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'
import { fallbackLang } from '@/lib/fallbackLang'
import type { Case } from '@/payload-types'

/**
 * Projects: the introduction, then international projects and projects in China as galleries, then
 * the projects with the products they use (marked on their pictures).
 */
export async function CasesView({ locale }: { locale: Locale }) {
  const [page, cases, texts] = await Promise.all([
    getPageGlobal('case-page', locale),
    getList('cases', locale),
    galleryTexts(locale),
  ])
  const items = (region: Case['region']) =>
    galleryItems(
      cases
        .filter((c) => c.region === region)
        .map((c) => ({
          id: c.id,
          image: c.image,
          caption: c.caption,
          captionLang: fallbackLang(c, 'caption'),
          kicker: c.city,
        })),
      texts.openLabel,
    )
  const regions = [
    { region: 'foreign', heading: page.foreignHeading },
    { region: 'china', heading: page.chinaHeading },
  ] as const

  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      {regions.map(({ region, heading }, i) => (
        <GallerySection
          key={region}
          id={region}
          index={i + 1}
          heading={heading ?? ''}
          items={items(region)}
          labels={texts.labels}
          shape="landscape"
          stone={i % 2 === 1}
        />
      ))}
      <CaseProducts locale={locale} cases={cases} index={regions.length + 1} stone={regions.length % 2 === 1} />
    </>
  )
}
