import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hrefForSlug } from '@/lib/paths'
import { radii, type LocatorParams } from '@/lib/showrooms/locator'
import { showroomKinds } from '@/lib/vocabularies'

import { LocateButton } from './LocateButton.client'
import styles from './Showrooms.module.css'

/** The path of the locator's results (per request; the list of showrooms stays static). */
export const SEARCH_SLUG = 'search'

export type FinderOptions = {
  series: { slug: string; title: string }[]
  /** the Chinese region → city choice (Chinese pages): each region with its cities' codes and names */
  china?: { region: string; cities: { code: string; name: string }[] }[]
}

/**
 * The locator's search: a postcode or place (in the page's language), a radius, the kinds and a
 * series on display; on Chinese pages a city chosen by its region; "use my location" where the
 * browser can. A plain GET form: it works without JavaScript.
 */
export async function ShowroomFinder({
  locale,
  params,
  options,
}: {
  locale: Locale
  params?: LocatorParams
  options: FinderOptions
}) {
  const t = await getTranslations({ locale, namespace: 'showrooms' })
  const kindLabel = { brand: t('kindBrand'), dealer: t('kindDealer'), studio: t('kindStudio') }
  return (
    <form
      className={styles.finder}
      method="get"
      action={hrefForSlug(locale, 'showrooms', SEARCH_SLUG)}
      role="search"
      aria-labelledby="finder-title"
    >
      <h2 id="finder-title">{t('findTitle')}</h2>
      <div className={styles.finderRow}>
        <label className={styles.finderPlace}>
          <span>{t('place')}</span>
          <input
            type="search"
            name="q"
            defaultValue={params?.q}
            maxLength={80}
            autoComplete="postal-code"
            aria-describedby="finder-hint"
          />
          <small id="finder-hint">{t('placeHint')}</small>
        </label>
        {options.china && (
          <label>
            <span>{t('city')}</span>
            <select name="city" defaultValue={params?.city ?? ''}>
              <option value="">{t('anyCity')}</option>
              {options.china.map((region) => (
                <optgroup key={region.region} label={region.region}>
                  {region.cities.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        )}
        <label>
          <span>{t('radius')}</span>
          <select name="r" defaultValue={String(params?.radius ?? 50)}>
            {radii.map((r) => (
              <option key={r} value={r}>
                {t('km', { km: r })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('seriesFilter')}</span>
          <select name="series" defaultValue={params?.series ?? ''}>
            <option value="">{t('anySeries')}</option>
            {options.series.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={styles.finderKinds}>
        <legend>{t('kinds')}</legend>
        {showroomKinds.map((kind) => (
          <label key={kind}>
            <input type="checkbox" name="kind" value={kind} defaultChecked={params?.kinds.includes(kind)} />
            {kindLabel[kind]}
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="lat" defaultValue={params?.position?.lat ?? ''} />
      <input type="hidden" name="lng" defaultValue={params?.position?.lng ?? ''} />
      <div className={styles.finderActions}>
        <button type="submit" className="button">
          {t('submit')}
        </button>
        <LocateButton label={t('locate')} locating={t('locating')} failed={t('locateFailed')} />
      </div>
    </form>
  )
}
