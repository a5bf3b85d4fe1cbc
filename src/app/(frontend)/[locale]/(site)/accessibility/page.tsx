import { legalPage } from '@/components/legal/LegalView'

const page = legalPage('accessibility')

export const generateMetadata = page.generateMetadata
export default page.Page
