import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { countSearchMiss, getCategoryLinks, searchSite, type CategoryLink, type SearchResults } from '@/lib/cms/search'
import { hrefFor } from '@/lib/paths'
import { MAX_PAGE, MAX_QUERY_LENGTH, PAGE_SIZE, type SearchPageParams } from '@/lib/search/request'
import { searchKinds, type SearchKind } from '@/lib/vocabularies'

import { CategoryLinks } from './CategoryLinks'
import { EmptyState } from './EmptyState'
import { KindFilter, type KindLink } from './KindFilter'
import { Pagination } from './Pagination'
import styles from './Search.module.css'
import { SearchForm } from './SearchForm'
import { SearchHitItem } from './SearchHitItem'

/** The results to show: a filter to a kind without results, or a page past the end, falls back. */
async function results(
  locale: Locale,
  { q, page, kind }: SearchPageParams,
): Promise<{ results: SearchResults; page: number; kind: SearchKind | null }> {
  const run = (p: number, k: SearchKind | null) =>
    searchSite(locale, q, { limit: PAGE_SIZE, offset: (p - 1) * PAGE_SIZE, kind: k ?? undefined, images: true })
  const first = await run(page, kind)
  if (first.hits.length > 0 || first.total === 0) return { results: first, page, kind }
  const k = kind && first.counts[kind] ? kind : null
  return { results: await run(1, k), page: 1, kind: k }
}

type Loaded = {
  found: Awaited<ReturnType<typeof results>> | null
  nothing: boolean
  categories: CategoryLink[]
}

/** Everything the page reads from the database (search runs per request, never from cache). */
async function load(locale: Locale, params: SearchPageParams): Promise<Loaded> {
  const searching = params.q !== '' && !params.tooLong
  const found = searching ? await results(locale, params) : null
  const nothing = found !== null && found.results.total === 0
  // Counted for the content health board: the query, its language and the day, nothing more.
  if (nothing && !params.kind && params.page <= 1) await countSearchMiss(params.q, locale)
  const categories = found === null || nothing ? await getCategoryLinks(locale) : []
  return { found, nothing, categories }
}

/** /search: the form, the number of results, results by relevance with the matches marked, pages. */
export async function SearchView({ locale, params }: { locale: Locale; params: SearchPageParams }) {
  const [t, tShell] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'shell' }),
  ])
  // Without its database the search cannot answer; the page says so instead of failing.
  const loaded = await load(locale, params).catch((error: unknown) => {
    console.error('[search] the search could not be run:', error instanceof Error ? error.message : error)
    return null
  })
  const { found, nothing, categories } = loaded ?? { found: null, nothing: false, categories: [] }
  const respelt = found && !nothing ? found.results.respelt : null
  const href = (query: { q: string; kind?: SearchKind | null; page?: number }) =>
    hrefFor(locale, 'search', {
      q: query.q,
      kind: query.kind ?? undefined,
      page: query.page && query.page > 1 ? query.page : undefined,
    })

  return (
    <>
      <header className="page-head">
        <div className="container">
          <h1>{t('title')}</h1>
          <SearchForm
            action={hrefFor(locale, 'search')}
            query={params.q}
            labels={{ form: t('title'), label: t('label'), placeholder: t('placeholder'), submit: t('submit') }}
          />
          {params.tooLong && (
            <p className={styles.notice} role="alert">
              {t('tooLong', { max: MAX_QUERY_LENGTH })}
            </p>
          )}
          {loaded === null && (
            <p className={styles.notice} role="alert">
              {t('unavailable')}
            </p>
          )}
          {found && !nothing && (
            <p className={styles.count}>
              {t('resultCount', { count: found.results.total, query: respelt ?? params.q })}
            </p>
          )}
          {respelt && (
            <p className={styles.hint} data-respelt>
              {t('empty.didYouMean')}{' '}
              <Link href={href({ q: respelt })} className={styles.hintLink}>
                {respelt}
              </Link>
            </p>
          )}
        </div>
      </header>
      <div className={`container ${styles.body}`}>
        {found === null && loaded !== null && (
          <section className={styles.prompt} aria-labelledby="search-prompt-title">
            <h2 id="search-prompt-title">{t('prompt.title')}</h2>
            <p>{t('prompt.text')}</p>
            <CategoryLinks links={categories} label={t('empty.browse')} />
          </section>
        )}
        {nothing && (
          <EmptyState
            labels={{
              title: t('empty.title', { query: params.q }),
              spelling: t('empty.spelling'),
              browse: t('empty.browse'),
              contactText: t('empty.contactText'),
              contactLink: t('empty.contactLink'),
            }}
            categories={categories}
            contactHref={hrefFor(locale, 'teamwork')}
          />
        )}
        {found && !nothing && (
          <>
            <KindFilter
              label={t('filterLabel')}
              current={found.kind}
              links={[
                {
                  kind: null,
                  label: t('filters.all'),
                  count: found.results.total,
                  href: href({ q: params.q }),
                } satisfies KindLink,
                ...searchKinds
                  .filter((k) => found.results.counts[k])
                  .map((k) => ({
                    kind: k,
                    label: t(`filters.${k}`),
                    count: found.results.counts[k] ?? 0,
                    href: href({ q: params.q, kind: k }),
                  })),
              ]}
            />
            <ol className={styles.results}>
              {found.results.hits.map((hit) => (
                <SearchHitItem
                  key={hit.id}
                  hit={hit}
                  units={found.results.units}
                  kindLabel={tShell(`searchKinds.${hit.kind}`)}
                />
              ))}
            </ol>
            <Pagination
              page={found.page}
              pages={Math.min(
                Math.ceil((found.kind ? (found.results.counts[found.kind] ?? 0) : found.results.total) / PAGE_SIZE),
                MAX_PAGE,
              )}
              href={(page) => href({ q: params.q, kind: found.kind, page })}
              labels={{
                label: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </>
        )}
      </div>
    </>
  )
}
