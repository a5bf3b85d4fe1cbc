import { simplePage } from '@/components/pages/simplePage'
import { TeamworkView } from '@/components/pages/TeamworkView'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('teamwork', 'teamwork-page').generateMetadata

/** The enquiry form with nothing chosen; `?type=&job=&product=` is served by `~q/[query]`. */
export default async function Page({ params }: LocaleParams) {
  return <TeamworkView locale={await pageLocale(params)} query={{}} />
}
