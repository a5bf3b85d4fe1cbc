import { TeamworkView } from '@/components/contact/TeamworkView'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('teamwork', 'teamwork-page')

/** The enquiry form with nothing chosen; `?type=&job=&product=` is served by `~q/[query]`. */
export default async function Page({ params }: LocaleParams) {
  return <TeamworkView locale={await pageLocale(params)} query={{}} />
}
