import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import { pageLocale } from '@/lib/pageLocale'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

export function generateStaticParams(): { rest: string[] }[] {
  return []
}

/**
 * The language switcher of every page that exists in all six languages (the route table's pages,
 * products, jobs, shops): each flag leads to the same address in its language.
 */
export default async function Languages({ params }: Props) {
  return <LanguageSwitcher current={await pageLocale(params)} />
}
