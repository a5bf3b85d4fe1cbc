import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Banner, Media } from '@/payload-types'

import { Hero } from './Hero'

const image = {
  id: 1,
  url: '/api/media/file/banner-1.webp',
  alt: 'A calm bathroom',
  width: 2400,
  height: 1200,
  updatedAt: '',
  createdAt: '',
} as Media
const banner = (id: number, title: string): Banner => ({
  id,
  title,
  // As the CMS readers return it: fact tokens ({{warranty_years}}) already resolved.
  description: 'With a 3-year warranty.',
  image,
  updatedAt: '',
  createdAt: '',
})

describe('home banner', () => {
  it('shows a single banner as a still hero: no carousel, no arrows, no pause button', async () => {
    const html = renderToStaticMarkup((await Hero({ locale: 'en', banners: [banner(1, 'Time for yourself')] }))!)
    expect(html).toContain('<h1>Time for yourself</h1>')
    expect(html).toContain('alt="A calm bathroom"')
    expect(html).not.toContain('carousel')
    expect(html).not.toContain('<button')
  })

  it('shows the banner texts as the CMS readers give them', async () => {
    const html = renderToStaticMarkup((await Hero({ locale: 'en', banners: [banner(1, 'Glass')] }))!)
    expect(html).toContain('<h1>Glass</h1>')
    expect(html).toContain('With a 3-year warranty.')
  })

  it('shows nothing without banners', async () => {
    expect(await Hero({ locale: 'en', banners: [] })).toBeNull()
  })
})
