/** Editorial scene pictures (1600×1000) used on the home, about, design and trade pages. */
import { woods } from './palette'
import { type BathLook, bathRoom } from './scene-art-bath'
import { lamp } from './scene-art-kit'
import { tradeMap } from './scene-art-map'
import { aboutBanner, aboutTeaser } from './scene-art-outside'
import { aboutShowroom, factory, showroom } from './scene-art-rooms'
import { aboutIntro, recruit, tailorism } from './scene-art-studio'
import { Doc } from './svg'

export type SceneName =
  | 'showroom'
  | 'about-teaser'
  | 'design-1'
  | 'design-2'
  | 'design-3'
  | 'design-4'
  | 'trade-coverage'
  | 'about-banner'
  | 'about-intro'
  | 'factory'
  | 'about-showroom'
  | 'tailorism'
  | 'recruit'

export const sceneNames: readonly SceneName[] = [
  'showroom',
  'about-teaser',
  'design-1',
  'design-2',
  'design-3',
  'design-4',
  'trade-coverage',
  'about-banner',
  'about-intro',
  'factory',
  'about-showroom',
  'tailorism',
  'recruit',
]

/** The four cooperation projects: hotel suite, spa, apartment and restaurant washroom. */
const designs: readonly BathLook[] = [
  {
    kind: 'tub',
    wall: '#EFE9E1',
    floor: '#CDBFA9',
    feature: 'marble',
    accent: '#EAE5DE',
    metal: 'brass',
    finish: 'white',
    wood: woods.walnut,
    sky: 'dusk',
    tub: 'pedestal',
    plant: 'olive',
    woodFloor: true,
  },
  {
    kind: 'spa',
    wall: '#8F8A82',
    floor: '#6F6A63',
    feature: 'slabs',
    accent: '#8A857C',
    metal: 'brass',
    finish: 'stone',
    wood: woods.walnut,
    plant: 'grass',
    night: true,
  },
  {
    kind: 'shower',
    wall: '#F3F1ED',
    floor: '#D9D4CC',
    feature: 'tiles',
    accent: '#DCE4E1',
    metal: 'chrome',
    finish: 'white',
    wood: woods.ash,
    plant: 'leafy',
    woodFloor: true,
  },
  {
    kind: 'double',
    wall: '#3B3D40',
    floor: '#2E2F31',
    feature: 'slabs',
    accent: '#45474B',
    metal: 'brass',
    finish: 'black',
    wood: woods.walnut,
    mirror: 'round',
    basin: 'bowl',
    plant: 'olive',
    night: true,
  },
]

function design(i: number): string {
  const doc = new Doc(1600, 1000)
  const look = designs[i] ?? designs[0]
  if (!look) return doc.render('')
  const body = bathRoom(doc, look, {
    W: 1600,
    H: 1000,
    fx: look.kind === 'double' ? 800 : 860,
    side: i % 2 ? -1 : 1,
    seedNo: 70 + i,
  })
  const lamps =
    look.kind === 'double'
      ? [
          lamp(doc, 800, 0, 200, 70, '#B08D57'),
          lamp(doc, 230, 0, 260, 60, '#2E2F31'),
          lamp(doc, 1370, 0, 260, 60, '#2E2F31'),
        ].join('')
      : ''
  return doc.render(body + lamps)
}

/** Scene picture by name. */
export function sceneSvg(name: SceneName): string {
  switch (name) {
    case 'showroom':
      return showroom()
    case 'about-teaser':
      return aboutTeaser()
    case 'design-1':
      return design(0)
    case 'design-2':
      return design(1)
    case 'design-3':
      return design(2)
    case 'design-4':
      return design(3)
    case 'trade-coverage':
      return tradeMap()
    case 'about-banner':
      return aboutBanner()
    case 'about-intro':
      return aboutIntro()
    case 'factory':
      return factory()
    case 'about-showroom':
      return aboutShowroom()
    case 'tailorism':
      return tailorism()
    case 'recruit':
      return recruit()
  }
}
