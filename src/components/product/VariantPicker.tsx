import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { ResolvedVariant } from '@/lib/catalogue/variants'
import { productHref, variantHref } from '@/lib/paths'

import styles from './Variants.module.css'

/** The swatch of a colour (a hint beside its name, never the only sign of it). */
const swatches: Record<string, string> = {
  white: '#F3F1ED',
  black: '#2B2C2F',
  grey: '#8E8F8C',
  sand: '#D9CBB3',
  oak: '#C19F73',
  chrome: 'linear-gradient(135deg, #F4F6F8, #9DA3A8)',
  gold: 'linear-gradient(135deg, #F1DDB4, #B08D57)',
  'gun-metal': 'linear-gradient(135deg, #7C8084, #3E4145)',
}

type Props = { locale: Locale; slug: string; variants: ResolvedVariant[]; current: string | null }

/**
 * The variants of a product as links, each to its own address (no JavaScript needed): name,
 * colour swatch and article number; the one shown is marked as the current page.
 */
export async function VariantPicker({ locale, slug, variants, current }: Props) {
  if (variants.length < 2) return null
  const t = await getTranslations({ locale, namespace: 'product' })
  return (
    <nav aria-labelledby="variant-picker" className={styles.picker}>
      <h2 id="variant-picker" className={styles.heading}>
        {t('chooseVariant')}
        <span className={styles.count}>{t('variantCount', { count: variants.length })}</span>
      </h2>
      <ul className={styles.list}>
        {variants.flatMap((v) => {
          if (!v.articleNumber) return []
          const colour = v.specs.colours?.length === 1 ? v.specs.colours[0] : null
          const here = v.articleNumber === current
          return [
            <li key={v.articleNumber}>
              <Link
                href={v.isDefault ? productHref(locale, slug) : variantHref(locale, slug, v.articleNumber)}
                className={styles.option}
                aria-current={here ? 'page' : undefined}
                data-article={v.articleNumber}
                scroll={false}
              >
                {colour && swatches[colour] && (
                  <span className={styles.swatch} style={{ background: swatches[colour] }} aria-hidden="true" />
                )}
                <span className={styles.name}>{v.name ?? v.articleNumber}</span>
                <span className={styles.number}>{v.articleNumber}</span>
              </Link>
            </li>,
          ]
        })}
      </ul>
    </nav>
  )
}
