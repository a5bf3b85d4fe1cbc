import { simplePage } from '@/components/pages/simplePage'

const page = simplePage('case-page')

export const generateMetadata = page.generateMetadata
export default page.Page
