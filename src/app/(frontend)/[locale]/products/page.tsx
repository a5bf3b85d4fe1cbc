import { simplePage } from '@/components/pages/simplePage'

const page = simplePage('showcase-page')

export const generateMetadata = page.generateMetadata
export default page.Page
