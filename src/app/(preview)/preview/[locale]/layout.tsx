import type { Metadata } from 'next'

import { generateMetadata as siteMetadata } from '@/app/(frontend)/[locale]/layout'
import { openPreview } from '@/lib/cms/preview'

export { default, viewport } from '@/app/(frontend)/[locale]/layout'

type Props = { params: Promise<{ locale: string }> }

/** The site's own document (language, fonts); a preview is never indexed or followed. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  await openPreview()
  return { ...(await siteMetadata({ ...props, children: null })), robots: { index: false, follow: false } }
}
