import { getTranslations } from 'next-intl/server'

import { galleryItems, galleryTexts } from '@/components/gallery/galleryData'
import { GallerySection } from '@/components/gallery/GallerySection'
import { SectionNav } from '@/components/gallery/SectionNav'
import { TestReportList } from '@/components/gallery/TestReportList'
import { PageIntro } from '@/components/layout/PageIntro'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'
import { fallbackLang } from '@/lib/fallbackLang'
import { mediaUrl } from '@/lib/media'
import { hrefFor } from '@/lib/paths'

const REPORTS_ID = 'test-reports'

/**
 * Qualification: the company text, the certificate groups in the order the page global gives
 * them (each a gallery of framed documents, numbers under the captions), then the test reports.
 */
export async function QualificationView({ locale }: { locale: Locale }) {
  const [page, certificates, reports, texts, tdop] = await Promise.all([
    getPageGlobal('qualification-page', locale),
    getList('certificates', locale),
    getList('test-reports', locale),
    galleryTexts(locale),
    getTranslations({ locale, namespace: 'dopIndex' }),
  ])
  const groups = (page.groups ?? [])
    .map((g) => ({
      id: g.group,
      heading: g.heading,
      text: g.text,
      items: galleryItems(
        certificates
          .filter((c) => c.group === g.group)
          .map((c) => ({
            id: c.id,
            image: c.image,
            caption: c.caption,
            captionLang: fallbackLang(c, 'caption'),
            note: c.number,
            document: mediaUrl(c.document),
          })),
        texts.openLabel,
        texts.t('document'),
      ),
    }))
    .filter((g) => g.items.length > 0)
  const reportsHeading = page.testReportsHeading ?? ''
  const links: { id: string; label: string }[] = groups.map((g) => ({ id: g.id, label: g.heading }))
  if (reports.length > 0 && reportsHeading) links.push({ id: REPORTS_ID, label: reportsHeading })

  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <SectionNav label={texts.t('contents')} links={links} />
      {groups.map((g, i) => (
        <GallerySection
          key={g.id}
          id={g.id}
          index={i + 1}
          heading={g.heading}
          text={g.text}
          items={g.items}
          labels={texts.labels}
          shape="portrait"
          stone={i % 2 === 1}
          // The CE marking's certificates: the declarations of performance behind them.
          more={g.id === 'standard' ? { href: hrefFor(locale, 'dop'), label: tdop('ce') } : undefined}
        />
      ))}
      <TestReportList
        id={REPORTS_ID}
        index={groups.length + 1}
        heading={reportsHeading}
        reports={reports}
        documentLabel={texts.t('document')}
        stone={groups.length % 2 === 1}
      />
    </>
  )
}
