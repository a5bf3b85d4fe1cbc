import { ContactDetails } from '@/components/contact/ContactDetails'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('details', 'contact-page')

export default async function ContactDetailsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ContactDetails locale={locale} />
}
