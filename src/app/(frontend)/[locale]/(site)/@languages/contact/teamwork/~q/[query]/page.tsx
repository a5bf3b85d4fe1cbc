import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'
import { switchTargets } from '@/lib/paths'

type Props = { params: Promise<{ locale: string; query: string }> }

export function generateStaticParams(): { query: string }[] {
  return []
}

/** The enquiry form opened for a product, series or job: each flag keeps what it was opened for. */
export default async function TeamworkQueryLanguages({ params }: Props) {
  const { query } = await params
  const locale = await pageLocale(params)
  return <LanguageSwitcher current={locale} targets={switchTargets('teamwork', await pageQuery('teamwork', query))} />
}
