import { legalPage } from '@/components/legal/LegalView'

const page = legalPage('impressum')

export const generateMetadata = page.generateMetadata
export default page.Page
