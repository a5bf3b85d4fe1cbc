import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ListToggle } from '@/components/list/ListToggle.client'
import type { Locale } from '@/i18n/locales'
import { MAX_COMPARE } from '@/lib/catalogue/compare'
import { formatDimensions } from '@/lib/catalogue/format'
import { materials, nameOf } from '@/lib/catalogue/specs'
import type { ProductTile } from '@/lib/cms/catalogue'
import { compareHref, listHref, productHref, variantPageHref, type CatalogueView } from '@/lib/paths'
import { CmsImage } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { reveal } from '@/ui/text'

import styles from './Catalogue.module.css'
import { CompareLimit } from './CompareLimit.client'

/** A last cell leading to the rest of the category, where a preview shows only its first products. */
type More = { href: string; label: string; srLabel: string }

type Props = {
  locale: Locale
  tiles: ProductTile[]
  view?: CatalogueView
  headingLevel?: 'h2' | 'h3'
  more?: More
  /** The list starts above the fold: its first picture loads at once (the page's largest paint on a phone). */
  priority?: boolean
  /** lines of their own under a product's text, by product id (the finder's fit) */
  notes?: ReadonlyMap<number, readonly string[]>
  /** each tile offers "compare" (a checkbox of a GET form to the comparison); on by default */
  compare?: boolean
}

/**
 * Product tiles (image, title, description; spec section 3) as a grid, or as a list whose rows
 * add the key data. The whole tile is one link, its title the link's name. Each tile has a
 * "compare" checkbox: the list is a GET form to the comparison, its button shown (and kept in
 * view) once a box is ticked; no JavaScript needed. At most four: a fifth tick is refused with the
 * reason (by CSS alone, and with JavaScript the fifth box stays unticked and the reason is announced).
 */
export async function ProductTiles({
  locale,
  tiles,
  view = 'grid',
  headingLevel: Heading = 'h3',
  more,
  priority = false,
  notes,
  compare = true,
}: Props) {
  const [t, tc, tl] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'compare' }),
    getTranslations({ locale, namespace: 'list' }),
  ])
  const listLabels = { save: tl('save'), added: tl('added'), removed: tl('removed') }
  const grid = (
    <ul className={view === 'list' ? styles.list : styles.grid}>
      {tiles.map((p, i) => {
        const dimensions = formatDimensions(p.specs, locale)
        const material = nameOf(materials, p.specs?.material, locale)
        // A tile may stand for one variant (the one that fits): its page, not the product's default.
        const variant = p.variants.find((v) => v.articleNumber === p.articleNumber)
        const href = variant ? variantPageHref(locale, p.slug, variant) : productHref(locale, p.slug)
        const lines = notes?.get(p.id) ?? []
        return (
          <li key={p.id} data-reveal style={reveal(i % 6)}>
            <article className={styles.tile}>
              <div className={styles.tileImage}>
                <CmsImage
                  media={p.image}
                  size={view === 'list' ? 'thumb' : 'card'}
                  sizes={
                    view === 'list'
                      ? '(max-width: 640px) 100vw, 240px'
                      : '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 320px'
                  }
                  decorative
                  priority={priority && i === 0}
                />
              </div>
              <div className={styles.tileText}>
                <Heading className={styles.tileTitle}>
                  <Link href={href} className={styles.tileLink} lang={p.lang.title}>
                    {p.title}
                  </Link>
                </Heading>
                {p.description && (
                  <p className={styles.tileDescription} lang={p.lang.description}>
                    {p.description}
                  </p>
                )}
                {lines.length > 0 && (
                  <div className={styles.tileNote} data-fit>
                    {lines.map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </div>
                )}
                {view === 'list' && (dimensions || material) && (
                  <p className={styles.tileFacts}>{[dimensions, material].filter(Boolean).join(' · ')}</p>
                )}
                {view === 'list' && (
                  <span className={styles.tileMore} aria-hidden="true">
                    {t('details')}
                    <Icon name="arrow" />
                  </span>
                )}
                {(compare || p.articleNumber) && (
                  <div className={styles.tileActions}>
                    {compare && (
                      <label className={styles.compareTick}>
                        <input type="checkbox" name="p" value={p.articleNumber ?? p.slug} />
                        <span>
                          {tc('tick')}
                          <span className="visually-hidden" lang={p.lang.title}>
                            {' '}
                            {p.title}
                          </span>
                        </span>
                      </label>
                    )}
                    {p.articleNumber && (
                      <ListToggle
                        article={p.articleNumber}
                        name={p.title}
                        lang={p.lang.title}
                        labels={listLabels}
                        fallbackHref={listHref(locale, [{ article: p.articleNumber, quantity: 1 }])}
                        className="pill-toggle"
                      />
                    )}
                  </div>
                )}
              </div>
            </article>
          </li>
        )
      })}
      {more && (
        <li data-reveal style={reveal(tiles.length % 6)}>
          <Link href={more.href} className={styles.moreTile}>
            <span aria-hidden="true">{more.label}</span>
            <span className="visually-hidden">{more.srLabel}</span>
            <Icon name="arrow" size={22} />
          </Link>
        </li>
      )}
      {compare && (
        // The form's bar is the list's last item (no list item to assistive technology), so that
        // CSS can count the ticked tiles before it: from a fifth, the button gives way to the reason.
        <li role="none" className={styles.compareBarItem}>
          <div className={styles.compareBar}>
            <p>{tc('selectHint')}</p>
            <p className={styles.compareFull}>{tc('tickedFull', { max: MAX_COMPARE })}</p>
            <CompareLimit max={MAX_COMPARE} message={tc('tickedFull', { max: MAX_COMPARE })} />
            <button type="submit" className="button">
              {tc('submitSelected')}
            </button>
          </div>
        </li>
      )}
    </ul>
  )
  if (!compare) return grid
  return (
    <form action={compareHref(locale)} method="get" className={styles.compareForm} data-compare-form>
      {grid}
    </form>
  )
}
