import { CmsImage } from '@/components/ui/CmsImage'
import type { Banner } from '@/payload-types'

import styles from './Home.module.css'

/** The home banner (the carousel of several banners follows with the public pages). */
export function Hero({ banners }: { banners: Banner[] }) {
  const [first] = banners
  if (!first) return null
  return (
    <section className={styles.hero} aria-roledescription="banner" aria-label={first.title}>
      <CmsImage media={first.image} size="hero" sizes="100vw" priority className={styles.heroImage} />
      <div className={`container ${styles.heroText}`}>
        <h1>{first.title}</h1>
        {first.description && <p>{first.description}</p>}
      </div>
    </section>
  )
}
