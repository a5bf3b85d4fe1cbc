import type { Source } from '../context'
import { categories, products, seriesSource } from './catalogue'
import { cases, guarantees, jobOpenings, legalPages, news, technologyLines } from './content'
import { pages } from './pages'

export { categories, products, seriesSource } from './catalogue'
export { cases, guarantees, jobOpenings, legalPages, news, technologyLines } from './content'
export { pageShowing, pages } from './pages'

/** Everything the index holds. */
export const allSources: readonly Source[] = [
  products,
  seriesSource,
  categories,
  pages,
  technologyLines,
  jobOpenings,
  legalPages,
  guarantees,
  cases,
  news,
]

/** The sources whose texts may carry company-fact tokens (the catalogue's do not). */
export const factSources: readonly Source[] = [pages, technologyLines, jobOpenings, legalPages, guarantees, cases, news]
