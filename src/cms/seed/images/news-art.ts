/** News thumbnails (1200×800): fair stands, Calma still lifes, projects and the showroom opening. */
import { type FairSpec, fairScene } from './news-art-fair'
import { NH, NW } from './news-art-kit'
import { hotelBath, resortVilla, showroomOpening, spaHall } from './news-art-rooms'
import { stillScene } from './news-art-still'
import { C } from './palette'
import { Doc, pick } from './svg'

const fairs: readonly FairSpec[] = [
  { fascia: C.teal, wall: '#F4F1EC', carpet: '#5B6166', hall: 'dark', shift: 0, show: ['enclosure', 'tub', 'panel'], people: 8, warm: true, tub: 'oval', tubFinish: 'white', encl: 'walkin', basin: 'bowl', zoom: 1 },
  { fascia: C.graphite, wall: '#E6DCCB', carpet: '#7A6F60', hall: 'light', shift: 60, show: ['tub', 'enclosure'], people: 6, warm: true, tub: 'slipper', tubFinish: 'black', encl: 'sliding', basin: 'oval', zoom: 0.78 },
  { fascia: '#2B4A7A', wall: '#FBFAF8', carpet: '#3D4F5C', hall: 'glass', shift: -40, show: ['panel', 'enclosure', 'tub'], people: 9, warm: false, tub: 'rect', tubFinish: 'stone', encl: 'hinged', basin: 'square', city: 'frankfurt', zoom: 1 },
  { fascia: '#7A2E3A', wall: '#EFE6DA', carpet: '#8A6E5A', hall: 'light', shift: 0, show: ['basins', 'tub', 'basins'], people: 7, warm: true, tub: 'footed', tubFinish: 'clay', encl: 'walkin', basin: 'bowl', zoom: 1.28 },
  { fascia: C.brass, wall: '#2E2F31', carpet: '#2C2D30', hall: 'dark', shift: -60, show: ['tub', 'award', 'enclosure'], people: 7, warm: true, tub: 'pedestal', tubFinish: 'sand', encl: 'grid', basin: 'cone', zoom: 0.9 },
  { fascia: C.teal, wall: '#DEE7E4', carpet: '#9FA3A4', hall: 'light', shift: 30, show: ['enclosure', 'basins'], people: 10, warm: false, tub: 'oval', tubFinish: 'white', encl: 'corner', basin: 'cylinder', zoom: 1.4 },
  { fascia: '#3F6B4A', wall: '#F4F1EC', carpet: '#6E757B', hall: 'glass', shift: 0, show: ['tub', 'panel', 'enclosure'], people: 8, warm: true, tub: 'oval', tubFinish: 'concrete', encl: 'walkin', basin: 'bowl', city: 'frankfurt', zoom: 0.72 },
]

const fair = (doc: Doc, n: number): string => fairScene(doc, pick(fairs, n), n)

/**
 * Which picture each news item gets, in seed order (de, zh, en, it, fr, es × 3):
 * the scene follows the article's alt text, the variant keeps repeats apart.
 */
const plan: readonly ((doc: Doc) => string)[] = [
  (d) => showroomOpening(d),
  (d) => stillScene(d, 0),
  (d) => fair(d, 0),
  (d) => resortVilla(d),
  (d) => stillScene(d, 1),
  (d) => fair(d, 1),
  (d) => hotelBath(d, 'munich', false),
  (d) => stillScene(d, 2),
  (d) => fair(d, 2),
  (d) => fair(d, 3),
  (d) => stillScene(d, 3),
  (d) => fair(d, 4),
  (d) => spaHall(d),
  (d) => stillScene(d, 4),
  (d) => fair(d, 5),
  (d) => hotelBath(d, 'barcelona', true),
  (d) => stillScene(d, 5),
  (d) => fair(d, 6),
]

/** 1200×800 picture for news item `index` (0-17); larger indexes wrap around. */
export function newsSvg(index: number): string {
  const i = Math.max(0, Math.floor(index)) % plan.length
  const doc = new Doc(NW, NH)
  const draw = plan[i] ?? showroomOpening
  return doc.render(draw(doc))
}
