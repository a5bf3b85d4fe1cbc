import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { fallbackLang } from '@/lib/fallbackLang'
import { imageData } from '@/lib/media'
import type { Banner } from '@/payload-types'
import { CmsImage } from '@/ui/CmsImage'

import { BannerCarousel } from './BannerCarousel.client'
import styles from './Home.module.css'

/**
 * The home banners: a carousel when there is more than one (spec), a still hero for a single
 * banner, nothing without banners.
 */
export async function Hero({ locale, banners }: { locale: Locale; banners: Banner[] }) {
  if (banners.length === 0) return null
  const first = banners[0]!
  if (banners.length > 1) {
    const t = await getTranslations({ locale, namespace: 'carousel' })
    const labels = {
      label: t('label'),
      previous: t('previous'),
      next: t('next'),
      pause: t('pause'),
      play: t('play'),
      slide: t.raw('slide') as string,
    }
    const slides = banners.map((b) => ({
      id: b.id,
      title: b.title,
      description: b.description,
      image: imageData(b.image, 'hero'),
      lang: { title: fallbackLang(b, 'title'), description: fallbackLang(b, 'description') },
    }))
    return <BannerCarousel slides={slides} labels={labels} />
  }
  return <StillHero banner={first} />
}

export function StillHero({ banner }: { banner: Banner }) {
  return (
    <section className={styles.hero} aria-label={banner.title} data-testid="still-hero">
      <CmsImage media={banner.image} size="hero" sizes="100vw" priority className={styles.heroImage} />
      <div className={`container ${styles.heroText}`}>
        <h1 lang={fallbackLang(banner, 'title')}>{banner.title}</h1>
        {banner.description && <p lang={fallbackLang(banner, 'description')}>{banner.description}</p>}
      </div>
    </section>
  )
}
