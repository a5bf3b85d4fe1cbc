import { legalPage } from '@/components/pages/legalPage'

const page = legalPage('impressum')

export const generateMetadata = page.generateMetadata
export default page.Page
