import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { formatTags, type Locale } from '@/i18n/locales'
import { guaranteesOf, type GuaranteeEntry } from '@/lib/cms/content'
import { getFacts } from '@/lib/cms/facts'
import { fallbackLang } from '@/lib/fallbackLang'
import { countryName } from '@/lib/geo/countries'
import { hrefForSlug } from '@/lib/paths'
import type { Office } from '@/payload-types'
import { RichText } from '@/ui/RichText'
import { Paragraphs } from '@/ui/text'

import styles from './Guarantee.module.css'

type Market = GuaranteeEntry['market']

/** The countries a market's guarantee applies in, named and sorted in the page's language. */
function territory(market: Market, locale: Locale, others: string): string[] {
  const collator = new Intl.Collator(formatTags[locale])
  const names = (market.countries ?? []).map((code) => countryName(code, locale)).sort(collator.compare)
  return market.others ? [...names, others] : names
}

/** The page of all markets' guarantees: which applies where, each linking its terms. */
export async function GuaranteeIndex({ locale }: { locale: Locale }) {
  const [entries, t] = await Promise.all([guaranteesOf(locale), getTranslations({ locale, namespace: 'guarantee' })])
  return (
    <>
      <header className="page-head">
        <div className="container">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <div className="container section">
        <ul className={styles.markets}>
          {entries.map(({ guarantee, market }) => (
            <li key={guarantee.id}>
              <h2 lang={fallbackLang(guarantee, 'title')}>{guarantee.title}</h2>
              <p className={styles.countries}>
                <span>{t('countries')}:</span> {territory(market, locale, t('territoryOthers')).join(', ')}
              </p>
              <Link className={styles.more} href={hrefForSlug(locale, 'guarantee', market.key)}>
                {t('read', { market: market.name })}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.rights}>{t('rightsText')}</p>
      </div>
    </>
  )
}

/** One market's guarantee: who gives it, for how long, where, what it covers, how to claim, and the buyer's statutory rights. */
export async function GuaranteeMarket({
  locale,
  entry,
  entries,
}: {
  locale: Locale
  entry: GuaranteeEntry
  /** every market's guarantee (`guaranteesOf`), to link the others */
  entries: readonly GuaranteeEntry[]
}) {
  const [facts, t] = await Promise.all([getFacts(locale), getTranslations({ locale, namespace: 'guarantee' })])
  const { guarantee, market } = entry
  const guarantor = typeof guarantee.guarantor === 'object' ? (guarantee.guarantor as Office) : null
  const years = Number(facts.warranty_years?.raw)
  const others = entries.filter((e) => e.market.key !== market.key)
  return (
    <>
      <header className="page-head">
        <div className="container">
          <p className="eyebrow">{t('title')}</p>
          <h1 lang={fallbackLang(guarantee, 'title')}>{guarantee.title}</h1>
        </div>
      </header>
      <div className="container section">
        <div className={styles.page}>
          <dl className={styles.facts}>
            {guarantor && (
              <div>
                <dt>{t('guarantor')}</dt>
                <dd>
                  <strong lang={fallbackLang(guarantor, 'name')}>{guarantor.name}</strong>
                  <Paragraphs text={guarantor.address} lang={fallbackLang(guarantor, 'address')} />
                </dd>
              </div>
            )}
            {Number.isFinite(years) && years > 0 && (
              <div>
                <dt>{t('duration')}</dt>
                <dd>{t('years', { years })}</dd>
              </div>
            )}
            <div>
              <dt>{t('territory')}</dt>
              <dd>{territory(market, locale, t('territoryOthers')).join(', ')}</dd>
            </div>
          </dl>
          <section aria-labelledby="guarantee-covers">
            <h2 id="guarantee-covers">{t('covers')}</h2>
            <RichText data={guarantee.covers} className="prose" lang={fallbackLang(guarantee, 'covers')} />
          </section>
          <section aria-labelledby="guarantee-claim">
            <h2 id="guarantee-claim">{t('claim')}</h2>
            <RichText data={guarantee.claim} className="prose" lang={fallbackLang(guarantee, 'claim')} />
          </section>
          <section aria-labelledby="guarantee-rights" className={styles.rightsBox}>
            <h2 id="guarantee-rights">{t('rights')}</h2>
            <p>{t('rightsText')}</p>
          </section>
          {others.length > 0 && (
            <nav aria-labelledby="guarantee-others">
              <h2 id="guarantee-others">{t('others')}</h2>
              <ul className={styles.otherList}>
                {others.map((o) => (
                  <li key={o.guarantee.id}>
                    <Link href={hrefForSlug(locale, 'guarantee', o.market.key)}>
                      {t('read', { market: o.market.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </>
  )
}
