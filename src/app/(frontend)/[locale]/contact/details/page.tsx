import { ContactDetails } from '@/components/contact/ContactDetails'
import { simplePage } from '@/components/pages/simplePage'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('details', 'contact-page').generateMetadata

export default async function ContactDetailsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  return <ContactDetails locale={locale} />
}
