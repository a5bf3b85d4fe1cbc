import { TeamworkView } from '@/components/contact/TeamworkView'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'

type Props = { params: Promise<{ locale: string; query: string }> }

/** Every choice of type, position and product is rendered on first request, then cached. */
export function generateStaticParams(): { query: string }[] {
  return []
}

/** The form's own address is the canonical one, whatever a link preselected. */
export const generateMetadata = introMetadata('teamwork', 'teamwork-page')

/** `/de/contact/teamwork?type=…&job=…&product=…`, which the proxy serves from here (`@/lib/staticQuery`). */
export default async function TeamworkQueryPage({ params }: Props) {
  const { query } = await params
  return <TeamworkView locale={await pageLocale(params)} query={await pageQuery('teamwork', query)} />
}
