import { QualificationView } from '@/components/gallery/QualificationView'
import { introMetadata } from '@/components/layout/introMetadata'
import { pageLocale, type LocaleParams } from '@/lib/pageLocale'

export const generateMetadata = introMetadata('certifiction', 'qualification-page')

export default async function CertifictionPage({ params }: LocaleParams) {
  return <QualificationView locale={await pageLocale(params)} />
}
