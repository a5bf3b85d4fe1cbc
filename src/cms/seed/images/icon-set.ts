/**
 * Line icons for features, services and categories: 48 px, 1.5-unit graphite
 * strokes on a 24-unit grid, each with exactly one teal detail.
 */
import type { IconName } from '@/lib/vocabularies'

import { icons1 } from './icon-set-1'
import { icons2 } from './icon-set-2'
import { icon24 } from './icon-set-kit'

// `satisfies` makes a forgotten or misspelt icon name a compile error.
const bodies = { ...icons1, ...icons2 } satisfies Record<IconName, string>

export function iconSvg(name: IconName): string {
  return icon24(bodies[name])
}
