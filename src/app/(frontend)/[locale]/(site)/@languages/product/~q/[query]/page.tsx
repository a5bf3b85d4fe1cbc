import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { pageLocale } from '@/lib/pageLocale'
import { pageQuery } from '@/lib/pageQuery'
import { switchTargets } from '@/lib/paths'

type Props = { params: Promise<{ locale: string; query: string }> }

export function generateStaticParams(): { query: string }[] {
  return []
}

/** The product centre with its filters: each flag keeps them (the category keys are the same in every language). */
export default async function ProductQueryLanguages({ params }: Props) {
  const { query } = await params
  const locale = await pageLocale(params)
  return <LanguageSwitcher current={locale} targets={switchTargets('product', await pageQuery('product', query))} />
}
