import { legalPage } from '@/components/pages/legalPage'

const page = legalPage('privacy')

export const generateMetadata = page.generateMetadata
export default page.Page
