import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { Img } from '@/ui/CmsImage'

import { focalPosition, imageData } from './media'

const picture = (focal: { focalX?: number | null; focalY?: number | null }) =>
  ({
    id: 1,
    url: '/api/media/file/bad.png',
    alt: 'Bad',
    width: 1600,
    height: 900,
    sizes: { hero: { url: '/api/media/file/bad-1920.webp', width: 1600, height: 900 } },
    ...focal,
  }) as unknown as Media

describe('the focal point editors set on a picture', () => {
  it('keeps its part in view where a frame crops the picture (banners, cards)', () => {
    const image = imageData(picture({ focalX: 20, focalY: 30.4 }), 'hero')
    expect(image?.position).toBe('20% 30%')
    const html = renderToStaticMarkup(<Img image={image} />)
    expect(html).toContain('object-position:20% 30%')
  })

  it('leaves a picture whose point is the middle, or unset, to the browser', () => {
    expect(focalPosition(picture({ focalX: 50, focalY: 50 }))).toBeUndefined()
    expect(focalPosition(picture({}))).toBeUndefined()
    expect(renderToStaticMarkup(<Img image={imageData(picture({}), 'hero')} />)).not.toContain('style=')
  })
})
