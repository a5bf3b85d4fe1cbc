import { legalPage } from '@/components/legal/LegalView'

const page = legalPage('privacy')

export const generateMetadata = page.generateMetadata
export default page.Page
