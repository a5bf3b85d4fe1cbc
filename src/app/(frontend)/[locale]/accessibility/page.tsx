import { legalPage } from '@/components/pages/legalPage'

const page = legalPage('accessibility')

export const generateMetadata = page.generateMetadata
export default page.Page
