import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatFileSize } from '@/lib/catalogue/format'
import { asMedia, mediaUrl } from '@/lib/media'
import type { Product } from '@/payload-types'
import { Icon } from '@/ui/Icon'

import styles from './Product.module.css'

/** Data sheets and other documents of a product, with their type and size. */
export async function Downloads({ locale, downloads }: { locale: Locale; downloads: Product['downloads'] }) {
  const files = (downloads ?? []).flatMap((d) => {
    const media = asMedia(d.file)
    const href = mediaUrl(media)
    return media && href ? [{ id: d.id ?? href, label: d.label, href, size: media.filesize ?? null }] : []
  })
  if (!files.length) return null
  const t = await getTranslations({ locale, namespace: 'product' })
  return (
    <section aria-labelledby="product-downloads" className={styles.block}>
      <h2 id="product-downloads" className={styles.blockHeading}>
        {t('downloads')}
      </h2>
      <ul className={styles.downloads}>
        {files.map((f) => (
          <li key={f.id}>
            <a href={f.href} className={styles.download} download>
              <Icon name="download" size={20} />
              <span>
                <span className={styles.downloadLabel}>{f.label}</span>
                {f.size !== null && (
                  <span className={styles.downloadInfo}>{t('fileInfo', { size: formatFileSize(f.size, locale) })}</span>
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
