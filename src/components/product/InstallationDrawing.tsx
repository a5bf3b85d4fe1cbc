import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { SpecRow } from '@/lib/catalogue/format'
import { drawingInput, drawingWords, drawnValues } from '@/lib/drawings/fromSpecs'
import { installationDrawing, type Primitive } from '@/lib/drawings/installation'
import type { Product } from '@/payload-types'

import styles from './InstallationDrawing.module.css'

type Props = {
  locale: Locale
  /** the variant's data: its measures are drawn */
  specs: Product['specs']
  family: Product['family']
  /** the product's name with the variant's, for the text alternative */
  name: string
  rows: SpecRow[]
}

function Shape({ p }: { p: Primitive }) {
  if (p.kind === 'path')
    return <path d={p.d} className={`${styles[p.stroke]} ${p.fill ? styles[`fill-${p.fill}`] : styles.noFill}`} />
  return (
    <text
      x={p.x}
      y={p.y}
      textAnchor={p.anchor}
      className={styles[p.role]}
      transform={p.rotate ? `rotate(${p.rotate} ${p.x} ${p.y})` : undefined}
    >
      {p.text}
    </text>
  )
}

/**
 * The variant's installation drawing (plan and front view with its measures, made from its data),
 * an SVG whose text alternative lists every value it shows. Nothing for a product without size.
 */
export async function InstallationDrawing({ locale, specs, family, name, rows }: Props) {
  const input = drawingInput(specs, family)
  if (!input) return null
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'drawing' }),
    getTranslations({ locale, namespace: 'product' }),
  ])
  const drawing = installationDrawing(input, drawingWords(t, locale))
  const alt = t('alt', { name, values: drawnValues(rows, (key) => tp(key), locale) })
  return (
    <section aria-labelledby="product-drawing" className={styles.block} data-drawing>
      <h2 id="product-drawing" className={styles.heading}>
        {t('heading')}
      </h2>
      {/* One drawing, shown as its two views: side by side on a wide screen, one above the other on a phone. */}
      <div className={styles.views} role="img" aria-labelledby="product-drawing-alt">
        <span id="product-drawing-alt" className="visually-hidden">
          {alt}
        </span>
        {[
          { x: 0, primitives: drawing.primitives.slice(0, drawing.frontFrom) },
          { x: drawing.width / 2, primitives: drawing.primitives.slice(drawing.frontFrom) },
        ].map(({ x, primitives }) => (
          <svg
            key={x}
            viewBox={`${x} 0 ${drawing.width / 2} ${drawing.height}`}
            className={styles.view}
            aria-hidden="true"
            focusable="false"
          >
            {primitives.map((p, i) => (
              <Shape key={i} p={p} />
            ))}
          </svg>
        ))}
      </div>
    </section>
  )
}
