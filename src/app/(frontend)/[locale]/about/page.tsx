import { simplePage } from '@/components/pages/simplePage'

const page = simplePage('about-page', (g) => { const intro = g.intro as { heading: string; text?: string | null }; return { heading: intro.heading, text: intro.text } })

export const generateMetadata = page.generateMetadata
export default page.Page
