/**
 * The installation guides of the demo content (one per kind of product, in six languages) and
 * every product's parts: what the site makes each product's installation manual from.
 */
import type { Family } from '@/lib/vocabularies'

import { basin } from './guides/basin'
import { cabinet } from './guides/cabinet'
import { enclosure } from './guides/enclosure'
import { parts as productParts } from './guides/parts'
import { tap } from './guides/tap'
import { toilet } from './guides/toilet'
import { tray } from './guides/tray'
import { tub } from './guides/tub'
import type { GuideSeed, PartSeed } from './guides/types'

export type { GuideSeed, PartSeed } from './guides/types'

export const guides: readonly GuideSeed[] = [basin, cabinet, enclosure, tray, tub, tap, toilet]

/** Every product's parts, by product slug. */
export const parts: Readonly<Record<string, readonly PartSeed[]>> = productParts

export const guideOf = (family: Family): GuideSeed => guides.find((g) => g.family === family)!
