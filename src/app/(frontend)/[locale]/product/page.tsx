import { simplePage } from '@/components/pages/simplePage'

const page = simplePage('product-centre-page')

export const generateMetadata = page.generateMetadata
export default page.Page
