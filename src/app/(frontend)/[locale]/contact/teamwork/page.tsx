import { simplePage } from '@/components/pages/simplePage'
import { TeamworkView, type TeamworkQuery } from '@/components/pages/TeamworkView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

/** The query chooses the type, position and product, so this page renders per request. */
export const dynamic = 'force-dynamic'

export const generateMetadata = simplePage('teamwork-page').generateMetadata

export default async function Page({ params, searchParams }: LocaleParams & { searchParams: Promise<TeamworkQuery> }) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  return <TeamworkView locale={locale} query={query} />
}
