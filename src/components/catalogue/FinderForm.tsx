import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import {
  type FacetCounts,
  type FinderResult,
  type ListFacet,
  listFacets,
  rangeFacets,
  type Selection,
} from '@/lib/catalogue/facets'
import { spaceParam } from '@/lib/catalogue/fit'
import { colours, finishes, installations, materials, nameOf, openings } from '@/lib/catalogue/specs'

import styles from './Finder.module.css'

type Named = Readonly<Record<string, Readonly<Record<Locale, string>>>>

const vocabularies: Readonly<Record<Exclude<ListFacet, 'series'>, Named>> = {
  material: materials,
  finish: finishes,
  colour: colours,
  installation: installations,
  opening: openings,
}

type Props = {
  locale: Locale
  /** the category page the form narrows (its address, without a query) */
  action: string
  hidden: Record<string, string | undefined>
  counts: FacetCounts
  bounds: FinderResult['bounds']
  selection: Selection
  /** what the visitor typed into the fit field, shown again as typed (also when it was wrong) */
  typedFit: string
  fitError: string | null
  seriesNames: ReadonlyMap<string, string>
}

/**
 * The finder as a plain GET form (works without JavaScript): the fit check first, then the facets
 * as fieldsets, each value with what choosing it would leave.
 */
export async function FinderForm(props: Props) {
  const { locale, action, hidden, counts, bounds, selection, typedFit, fitError, seriesNames } = props
  const t = await getTranslations({ locale, namespace: 'finder' })
  const narrowed = Object.keys(selection.lists).length > 0 || Object.keys(selection.ranges).length > 0
  const label = (facet: ListFacet, value: string) =>
    facet === 'series' ? (seriesNames.get(value) ?? value) : (nameOf(vocabularies[facet], value, locale) ?? value)
  const shown = listFacets.filter((facet) => counts[facet].length > 1 || (selection.lists[facet]?.length ?? 0) > 0)
  return (
    <form method="get" action={action} className={styles.form} aria-labelledby="finder-heading" data-finder>
      <h2 id="finder-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className={styles.fit}>
        <label htmlFor="finder-fit" className={styles.fitLabel}>
          {t('fit')}
        </label>
        <input
          id="finder-fit"
          name="fit"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="900x800"
          defaultValue={typedFit || (selection.space ? spaceParam(selection.space) : '')}
          aria-describedby={fitError ? 'finder-fit-error finder-fit-hint' : 'finder-fit-hint'}
          aria-invalid={fitError ? true : undefined}
          className={styles.fitInput}
        />
        <p id="finder-fit-hint" className={styles.hint}>
          {t('fitHint')}
        </p>
        {fitError && (
          <p id="finder-fit-error" className={styles.error}>
            {fitError}
          </p>
        )}
      </div>
      <details className={styles.filters} open={narrowed || undefined}>
        <summary className={styles.summary}>{t('filters')}</summary>
        {shown.map((facet) => (
          <fieldset key={facet} className={styles.fieldset}>
            <legend className={styles.legend}>{t(facet)}</legend>
            <ul className={styles.values}>
              {counts[facet].map(({ value, count }) => {
                const checked = selection.lists[facet]?.includes(value) ?? false
                const id = `finder-${facet}-${value}`
                return (
                  <li key={value}>
                    <input
                      id={id}
                      type="checkbox"
                      name={facet}
                      value={value}
                      defaultChecked={checked}
                      disabled={count === 0 && !checked}
                    />
                    <label htmlFor={id}>
                      {label(facet, value)} <span className={styles.count}>({count})</span>
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        ))}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('dimensions')}</legend>
          {rangeFacets.map((facet) =>
            bounds[facet] ? (
              <div key={facet} className={styles.range}>
                <span className={styles.rangeName} id={`finder-${facet}`}>
                  {t(facet)}
                </span>
                {(['Min', 'Max'] as const).map((end) => (
                  <label key={end} className={styles.rangeEnd}>
                    <span className="visually-hidden">{t(facet)} </span>
                    {t(end === 'Min' ? 'from' : 'to')}
                    <input
                      type="number"
                      name={`${facet}${end}`}
                      min={0}
                      max={5000}
                      step={1}
                      inputMode="numeric"
                      placeholder={String(end === 'Min' ? bounds[facet]!.min : bounds[facet]!.max)}
                      defaultValue={selection.ranges[facet]?.[end === 'Min' ? 'min' : 'max'] ?? ''}
                    />
                  </label>
                ))}
              </div>
            ) : null,
          )}
        </fieldset>
      </details>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('submit')}
        </button>
        {(narrowed || selection.space || typedFit) && (
          <Link href={action} className={styles.reset}>
            {t('reset')}
          </Link>
        )}
      </div>
    </form>
  )
}
