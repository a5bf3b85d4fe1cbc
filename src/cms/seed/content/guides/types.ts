import type { Family } from '@/lib/vocabularies'

import type { L } from '../types'

/** A kind of product's installation guide: what editors keep in the CMS collection "Installation guides". */
export type GuideSeed = {
  family: Family
  /** e.g. de 'Montageanleitung Waschbecken', zh '台盆安装说明' */
  title: L
  /** safety notes before starting: 2–4 sentences */
  safety: L
  /** the tools needed: 4–8 short noun phrases */
  tools: readonly L[]
  /** drill sizes: Ø in mm and what the hole is for; empty where nothing is drilled */
  drills: readonly { diameter: number; use: L }[]
  /** 6–10 numbered steps: a short title and 1–3 sentences of instruction */
  steps: readonly { title: L; text: L }[]
  /** 2–4 sentences on cleaning and care */
  care: L
}

/** A part that comes with a product, or a spare part of it: listed in its manual with its number. */
export type PartSeed = { article: string; name: L; quantity: number; spare: boolean }
