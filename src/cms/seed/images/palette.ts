import { darken, lighten, mix } from './svg'

/** The SANHAUS palette. */
export const C = {
  stone: '#F4F1EC',
  white: '#FBFAF8',
  sand: '#D9CBB3',
  clay: '#B9A58A',
  graphite: '#2E2F31',
  slate: '#5B6166',
  teal: '#1F5E5A',
  brass: '#B08D57',
  paper: '#FFFFFF',
} as const

/** A solid-surface finish (ceramic, stone resin, lacquer) as light, base and shade tones. */
export type Finish = { readonly hi: string; readonly base: string; readonly lo: string; readonly edge: string }

const finish = (base: string, hiT = 0.55, loT = 0.22): Finish => ({
  hi: lighten(base, hiT),
  base,
  lo: darken(base, loT),
  edge: darken(base, loT + 0.12),
})

export const finishes = {
  white: { hi: '#FFFFFF', base: '#F3F1ED', lo: '#D6D2CB', edge: '#BDB8B0' },
  stone: finish('#BDB9B2', 0.5, 0.2),
  sand: finish('#D9CBB3', 0.5, 0.18),
  black: { hi: '#5A5C5F', base: '#34363A', lo: '#222326', edge: '#151618' },
  teal: finish('#1F5E5A', 0.3, 0.25),
  clay: finish('#B9A58A', 0.45, 0.2),
  concrete: finish('#9FA3A4', 0.45, 0.2),
} as const satisfies Record<string, Finish>
export type FinishName = keyof typeof finishes

/** Metal finishes: light, base, dark stops of a cylinder gradient. */
export type Metal = readonly [hi: string, base: string, lo: string]
export const metals = {
  chrome: ['#FFFFFF', '#B8BDC2', '#6E757B'],
  black: ['#6A6C70', '#34363A', '#1B1C1E'],
  brass: ['#F1DDB4', '#B08D57', '#6F552E'],
  gunmetal: ['#A9ACAF', '#5F6367', '#34373A'],
  nickel: ['#F5F2EC', '#C2BDB3', '#847E74'],
} as const satisfies Record<string, Metal>
export type MetalName = keyof typeof metals

/** Wood tones for vanities and counters. */
export const woods = {
  oak: ['#D8BE98', '#C19F73', '#9C7B51'],
  walnut: ['#8C6A4F', '#6E513B', '#4E3828'],
  ash: ['#E6D8C2', '#D2BFA1', '#B19C7C'],
} as const satisfies Record<string, Metal>
export type WoodName = keyof typeof woods

/** Studio backdrop tints (wall, floor) used behind products. */
export type Backdrop = { readonly wall: string; readonly floor: string }
export const backdrops: readonly Backdrop[] = [
  { wall: C.stone, floor: '#E6DFD4' },
  { wall: C.white, floor: '#ECE7E0' },
  { wall: '#ECE3D5', floor: '#DCCFBB' },
  { wall: '#E5E7E5', floor: '#D3D6D4' },
  { wall: '#DEE7E4', floor: '#C9D6D2' },
  { wall: '#EFE9E1', floor: '#C9B79C' },
  { wall: '#D9DCDB', floor: '#B9BDBC' },
]

/** Glass tint with a touch of the wall colour behind it. */
export const glassOver = (wall: string): string => mix(wall, '#CFE1DE', 0.45)
