import { simplePage } from '@/components/pages/simplePage'

const page = simplePage('showcase-page', (g) => g.tailorism as { heading: string; text?: string | null })

export const generateMetadata = page.generateMetadata
export default page.Page
