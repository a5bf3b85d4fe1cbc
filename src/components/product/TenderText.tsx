import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { ResolvedVariant } from '@/lib/catalogue/variants'
import { tenderFileLabels, variantPosition } from '@/lib/cms/tender'
import { tenderFormats, tenderHref } from '@/lib/documentPaths'
import type { Product } from '@/payload-types'
import { Icon } from '@/ui/Icon'

import { CopyText } from './CopyText.client'
import styles from './Product.module.css'

type Props = { locale: Locale; product: Product; variant: ResolvedVariant }

/**
 * The variant's tender text, to read and copy into a bill of quantities, and its files: GAEB DA
 * XML X81 for tendering software, plain text and Word.
 */
export async function TenderText({ locale, product, variant }: Props) {
  const [t, position, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'tender' }),
    variantPosition(product, variant, locale),
    tenderFileLabels(locale),
  ])
  const article = variant.isDefault ? null : variant.articleNumber
  return (
    <section aria-labelledby="product-tender" className={`${styles.block} ${styles.tender}`} data-tender>
      <h2 id="product-tender" className={styles.blockHeading}>
        {t('heading')}
      </h2>
      <p className={styles.tenderIntro}>{t('intro')}</p>
      <div className={styles.tenderBody}>
        <div className={styles.tenderText} data-tender-text>
          <p className={styles.tenderShort}>{position.short}</p>
          {position.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
        <div className={styles.tenderAside}>
          <div className={styles.tenderCopy}>
            <CopyText
              text={[position.short, ...position.lines].join('\n')}
              label={t('copy')}
              done={t('copied')}
              className="button button--ghost"
            />
          </div>
          <p className={styles.tenderFilesLabel}>{t('files')}</p>
          <ul className={styles.downloads}>
            {tenderFormats.map((format) => (
              <li key={format}>
                <a
                  href={tenderHref(locale, product.slug, article, format)}
                  className={styles.download}
                  download=""
                  data-download="attachment"
                  data-tender-file={format}
                >
                  <Icon name="download" size={20} />
                  <span>
                    <span className={styles.downloadLabel}>{labels[format]}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
