import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/layout/PageIntro'
import styles from '@/components/showcase/Showcase.module.css'
import { Slideshow } from '@/components/showcase/Slideshow.client'
import type { Locale } from '@/i18n/locales'
import { getList, getPageGlobal } from '@/lib/cms/content'
import { imageData } from '@/lib/media'
import { enquiryHref, hrefFor } from '@/lib/paths'
import type { ProductCategory } from '@/payload-types'
import { CmsImage, Img } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { Paragraphs, reveal } from '@/ui/text'

const showcase = (locale: Locale) => getPageGlobal('showcase-page', locale)

/** Product imagery of the slideshow: the first picture of every published product. */
async function slides(locale: Locale) {
  const products = await getList('products', locale)
  return products
    .filter((p) => p.images.length > 0)
    .map((p) => ({
      id: p.id,
      title: p.title,
      category: typeof p.category === 'object' ? (p.category as ProductCategory).title : '',
      image: imageData(p.images[0], 'hero'),
      thumb: imageData(p.images[0], 'thumb'),
    }))
}

/** /products: introduces and links its two pages, made to measure and the slideshow. */
export async function ProductsView({ locale }: { locale: Locale }) {
  const [page, t, images] = await Promise.all([
    showcase(locale),
    getTranslations({ locale, namespace: 'products' }),
    slides(locale),
  ])
  const cards = [
    {
      key: 'tailorism',
      href: hrefFor(locale, 'tailorism'),
      section: page.tailorism,
      image: <CmsImage media={page.tailorism.image} size="card" sizes="(max-width: 900px) 100vw, 50vw" />,
    },
    {
      key: 'slideshow',
      href: hrefFor(locale, 'slideshow'),
      section: page.slideshow,
      image: <Img image={images[0]?.image ?? null} sizes="(max-width: 900px) 100vw, 50vw" decorative />,
    },
  ]
  return (
    <>
      <PageIntro heading={page.heading} text={page.text} doc={page} />
      <section className="section" aria-label={page.heading}>
        <ul className={`container ${styles.cards}`}>
          {cards.map((c, i) => (
            <li key={c.key} data-reveal style={reveal(i)}>
              <Link href={c.href} className={styles.card}>
                <div className={styles.cardImage}>{c.image}</div>
                <div className={styles.cardText}>
                  <h2>{c.section.heading}</h2>
                  {c.section.text && <p>{c.section.text.split(/\n{2,}/)[0]}</p>}
                  <span className={styles.more}>
                    {t('discover')}
                    <Icon name="arrow" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

/** /products/tailorism: the made-to-measure (OEM/ODM, customised purchase) offer and the way to ask for it. */
export async function TailorismView({ locale }: { locale: Locale }) {
  const [page, t] = await Promise.all([showcase(locale), getTranslations({ locale, namespace: 'products' })])
  const section = page.tailorism
  const offer = enquiryHref(locale, { type: 'customised' })
  return (
    <>
      <header className="page-head">
        <div className={`container ${styles.tailorHead}`}>
          <div>
            <h1>{section.heading}</h1>
            <Paragraphs text={section.text} />
            <Link className="button" href={offer}>
              {t('requestOffer')}
              <Icon name="arrow" />
            </Link>
          </div>
          <CmsImage
            media={section.image}
            size="card"
            sizes="(max-width: 900px) 100vw, 50vw"
            priority
            className={styles.tailorImage}
          />
        </div>
      </header>
      {(section.steps?.length ?? 0) > 0 && (
        <section className="section" aria-label={section.heading}>
          <ol className={`container ${styles.steps}`}>
            {section.steps!.map((s, i) => (
              <li key={s.id} data-reveal style={reveal(i % 4)}>
                <span className={styles.stepNo} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h2>{s.title}</h2>
                {s.text && <p>{s.text}</p>}
              </li>
            ))}
          </ol>
          <div className={`container ${styles.ctaRow}`}>
            <Link className="button" href={offer}>
              {t('requestOffer')}
              <Icon name="arrow" />
            </Link>
          </div>
        </section>
      )}
    </>
  )
}

/** /products/slideshow: product imagery full screen, by keyboard, buttons or swipe. */
export async function SlideshowView({ locale }: { locale: Locale }) {
  const [page, t, images] = await Promise.all([
    showcase(locale),
    getTranslations({ locale, namespace: 'slideshow' }),
    slides(locale),
  ])
  const labels = {
    label: t('label'),
    previous: t('previous'),
    next: t('next'),
    play: t('play'),
    pause: t('pause'),
    fullscreen: t('fullscreen'),
    exitFullscreen: t('exitFullscreen'),
    keys: t('keys'),
    counter: t.raw('counter') as string,
  }
  return (
    <>
      <Slideshow slides={images} labels={labels}>
        <h1>{page.slideshow.heading}</h1>
        <Paragraphs text={page.slideshow.text} />
      </Slideshow>
    </>
  )
}
