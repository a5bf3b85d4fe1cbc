/**
 * Monochrome glyphs for social and marketplace links. Deliberately generic
 * pictograms (pin, play button, bag...) rather than copies of the platforms'
 * trademarked logos.
 */
import type { SocialKind } from '@/lib/vocabularies'

import { fill, icon24, ring, s } from './icon-set-kit'
import { rr } from './svg'

const glyphs = {
  pinterest: s('M12 21.2s-6.6-6-6.6-11.2a6.6 6.6 0 0 1 13.2 0c0 5.2-6.6 11.2-6.6 11.2Z' + ring(12, 10, 2.4)),
  youtube:
    s(rr(2.5, 5.5, 19, 13, 3.5)) + fill('M10 8.8a.6.6 0 0 1 .9-.5l4.8 3.2a.6.6 0 0 1 0 1l-4.8 3.2a.6.6 0 0 1-.9-.5Z'),
  facebook: s(ring(12, 12, 9.5)) + s('M15.2 6.6h-1.3a2.6 2.6 0 0 0-2.6 2.6v10.4M9 12.2h5.6'),
  instagram: s(rr(2.5, 7, 19, 13, 2.5) + 'M8 7l1.4-2.5h5.2L16 7' + ring(12, 13.5, 3.9)) + fill(ring(18.2, 10, 0.9)),
  alibaba: s('M4.8 8h14.4l-1.1 12.5H5.9ZM9 10.5V7a3 3 0 0 1 6 0v3.5'),
  madeinchina: s(
    ring(12, 14, 7.3) +
      'M4.7 14h14.6M12 6.7c-2 2-3.1 4.5-3.1 7.3s1.1 5.3 3.1 7.3c2-2 3.1-4.5 3.1-7.3S14 8.7 12 6.7ZM9.3 7.2V5.5a2.7 2.7 0 0 1 5.4 0v1.7',
  ),
  tmall:
    s(
      'M5.2 9.2 4.5 3.6l5 2.9a9.2 9.2 0 0 1 5 0l5-2.9-.7 5.6c1.3 1.5 2.2 3.3 2.2 5.3 0 3.9-4 6.8-9 6.8s-9-2.9-9-6.8c0-2 .9-3.8 2.2-5.3Z',
    ) +
    fill(ring(9, 13, 1.1) + ring(15, 13, 1.1)) +
    s('M11 16.2h2l-1 1Z'),
  amazon: s('M4 3.5h16v10H4ZM10 3.5V7h4V3.5M5 16.7c4.2 2.6 9.8 2.6 14 0M16.6 15.9l2.4.8-.6 2.4'),
  ebay: s(
    'M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0Z' + ring(8, 8, 1.5),
  ),
} satisfies Record<SocialKind, string>

export function socialIconSvg(kind: SocialKind): string {
  return icon24(glyphs[kind])
}
