import { QualificationView } from '@/components/pages/QualificationView'
import { simplePage } from '@/components/pages/simplePage'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = simplePage('certifiction', 'qualification-page').generateMetadata

export default async function CertifictionPage({ params }: LocaleParams) {
  return <QualificationView locale={await pageLocale(params)} />
}
