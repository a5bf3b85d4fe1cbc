/**
 * News pictures (1200×800): eighteen compositions that rotate through fairs,
 * collections, projects, openings, production, awards and cities.
 */
import { NH, NW } from './news-thumb-kit'
import { awardNews, boothNews, hallNews, launchNews, openingNews } from './news-thumb-events'
import { bathNews, exteriorNews, fairGround, harbourNews, lineNews, showroomNews, skylineNews } from './news-thumb-places'
import { collectionNews, counterNews, showerNews, swatchNews, tapNews } from './news-thumb-products'
import { woods } from './palette'
import { Doc, pick } from './svg'

type Draw = (doc: Doc) => string

const pictures: readonly Draw[] = [
  (d) => boothNews(d, { wall: '#1F5E5A', side: '#C19F73', floor: '#8F8A82', hall: '#3A3F44' }, 1, false),
  (d) => collectionNews(d, '#EFE9E1', '#C9B79C', 2),
  (d) => bathNews(d, { kind: 'tub', wall: '#EFE9E1', floor: '#CDBFA9', feature: 'marble', accent: '#EAE5DE', metal: 'brass', finish: 'white', wood: woods.walnut, sky: 'day', tub: 'oval', plant: 'olive', woodFloor: true }, 640, 1, 3),
  (d) => openingNews(d, 4),
  (d) => lineNews(d, 5),
  (d) => awardNews(d, 6, '#2E3A46'),
  (d) => skylineNews(d, 'tvtower', 'dusk', 840, 520, '#6C6F78', '#C9C3B8', 7) + fairGround(d, 'dusk'),
  (d) => tapNews(d, 'black', '#E5E7E5', 8),
  (d) => exteriorNews(d, { kind: 'resort', facade: '#EFE6D8' }, 'day', 9, -80),
  (d) => hallNews(d, 10),
  (d) => bathNews(d, { kind: 'spa', wall: '#8F8A82', floor: '#6F6A63', feature: 'slabs', accent: '#8A857C', metal: 'brass', finish: 'stone', wood: woods.walnut, plant: 'grass', night: true }, 600, -1, 11),
  (d) => exteriorNews(d, { kind: 'skyline', landmark: 'sagrada', lx: 900, lh: 640, body: '#B39A7C', accent: '#E7D8BC', fore: 'park' }, 'dawn', 12, -140),
  (d) => counterNews(d, 13),
  (d) => showroomNews(d, 14),
  (d) => launchNews(d, 15),
  (d) => showerNews(d, 'brass', '#3B3D40', 16),
  (d) => swatchNews(d, 17),
  (d) => harbourNews(d, 18),
]

/** News picture `index`; indices beyond eighteen wrap around. */
export function newsSvg(index: number): string {
  const doc = new Doc(NW, NH)
  return doc.render(pick(pictures, Math.max(0, Math.floor(index)))(doc))
}
