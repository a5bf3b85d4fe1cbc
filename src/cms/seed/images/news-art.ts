/** News pictures (1200×800): fair stands, Calma still lifes, projects, products, the showroom, factory and storage. */
import { type FairSpec, fairScene } from './news-art-fair'
import { NH, NW } from './news-art-kit'
import { hotelBath, resortVilla, showroomOpening, spaHall } from './news-art-rooms'
import { stillScene } from './news-art-still'
import { storageHall } from './news-art-works'
import { C, woods } from './palette'
import { type BathFrame, type BathLook, bathRoom } from './scene-art-bath'
import { factoryHall } from './scene-art-rooms'
import { Doc, pick } from './svg'

const fairs: readonly FairSpec[] = [
  {
    fascia: C.teal,
    wall: '#F4F1EC',
    carpet: '#5B6166',
    hall: 'dark',
    shift: 0,
    show: ['enclosure', 'tub', 'panel'],
    people: 8,
    warm: true,
    tub: 'oval',
    tubFinish: 'white',
    encl: 'walkin',
    basin: 'bowl',
    zoom: 1,
  },
  {
    fascia: C.graphite,
    wall: '#E6DCCB',
    carpet: '#7A6F60',
    hall: 'light',
    shift: 60,
    show: ['tub', 'enclosure'],
    people: 6,
    warm: true,
    tub: 'slipper',
    tubFinish: 'black',
    encl: 'sliding',
    basin: 'oval',
    zoom: 0.78,
  },
  {
    fascia: '#2B4A7A',
    wall: '#FBFAF8',
    carpet: '#3D4F5C',
    hall: 'glass',
    shift: -40,
    show: ['panel', 'enclosure', 'tub'],
    people: 9,
    warm: false,
    tub: 'rect',
    tubFinish: 'stone',
    encl: 'hinged',
    basin: 'square',
    city: 'frankfurt',
    zoom: 1,
  },
  {
    fascia: '#7A2E3A',
    wall: '#EFE6DA',
    carpet: '#8A6E5A',
    hall: 'light',
    shift: 0,
    show: ['basins', 'tub', 'basins'],
    people: 7,
    warm: true,
    tub: 'footed',
    tubFinish: 'clay',
    encl: 'walkin',
    basin: 'bowl',
    zoom: 1.28,
  },
  {
    fascia: C.brass,
    wall: '#2E2F31',
    carpet: '#2C2D30',
    hall: 'dark',
    shift: -60,
    show: ['tub', 'award', 'enclosure'],
    people: 7,
    warm: true,
    tub: 'pedestal',
    tubFinish: 'sand',
    encl: 'grid',
    basin: 'cone',
    zoom: 0.9,
  },
  {
    fascia: C.teal,
    wall: '#DEE7E4',
    carpet: '#9FA3A4',
    hall: 'light',
    shift: 30,
    show: ['enclosure', 'basins'],
    people: 10,
    warm: false,
    tub: 'oval',
    tubFinish: 'white',
    encl: 'corner',
    basin: 'cylinder',
    zoom: 1.4,
  },
  {
    fascia: '#3F6B4A',
    wall: '#F4F1EC',
    carpet: '#6E757B',
    hall: 'glass',
    shift: 0,
    show: ['tub', 'panel', 'enclosure'],
    people: 8,
    warm: true,
    tub: 'oval',
    tubFinish: 'concrete',
    encl: 'walkin',
    basin: 'bowl',
    city: 'frankfurt',
    zoom: 0.72,
  },
  // The Milan stand of number 3 again, seen from further back: Calma basins on plinths beside a freestanding tub.
  {
    fascia: '#7A2E3A',
    wall: '#EFE6DA',
    carpet: '#8A6E5A',
    hall: 'light',
    shift: 40,
    show: ['basins', 'tub'],
    people: 9,
    warm: true,
    tub: 'pedestal',
    tubFinish: 'white',
    encl: 'walkin',
    basin: 'oval',
    zoom: 0.86,
  },
]

const fair = (doc: Doc, n: number): string => fairScene(doc, pick(fairs, n), n)

/** A furnished bathroom of the shared scene kit, framed for a news picture. */
const bath = (doc: Doc, look: BathLook, frame: Omit<BathFrame, 'W' | 'H'>): string =>
  bathRoom(doc, look, { W: NW, H: NH, ...frame })

type Picture = { readonly draw: (doc: Doc) => string; readonly viewBox?: string }

/** Each picture follows its article's alt text; variants keep repeats of a subject apart. */
const plan = {
  'showroom-munich': { draw: (d) => showroomOpening(d) },
  'still-de': { draw: (d) => stillScene(d, 0) },
  'ish-de': { draw: (d) => fair(d, 0) },
  'sanya-villa': { draw: (d) => resortVilla(d) },
  'still-zh': { draw: (d) => stillScene(d, 1) },
  'ish-zh': { draw: (d) => fair(d, 1) },
  'hotel-munich': { draw: (d) => hotelBath(d, 'munich', false) },
  'still-en': { draw: (d) => stillScene(d, 2) },
  'ish-en': { draw: (d) => fair(d, 2) },
  'salone-it': { draw: (d) => fair(d, 3) },
  'still-it': { draw: (d) => stillScene(d, 3) },
  'ish-it': { draw: (d) => fair(d, 4) },
  'spa-lyon': { draw: (d) => spaHall(d) },
  'still-fr': { draw: (d) => stillScene(d, 4) },
  'ish-fr': { draw: (d) => fair(d, 5) },
  'diagonal-mar': { draw: (d) => hotelBath(d, 'barcelona', true) },
  'still-es': { draw: (d) => stillScene(d, 5) },
  'ish-es': { draw: (d) => fair(d, 6) },
  'salone-de': { draw: (d) => fair(d, 7) },
  'hotel-munich-tray': { draw: (d) => hotelBath(d, 'munich', true) },
  // The casting line of the factory scene (1600×1000), cropped to the news format.
  'pujiang-line': { draw: (d) => factoryHall(d), viewBox: '50 0 1500 1000' },
  'linea-shower': {
    draw: (d) =>
      bath(
        d,
        {
          kind: 'shower',
          wall: '#F1EEE9',
          floor: '#D5CFC6',
          feature: 'tiles',
          accent: '#E4E8E6',
          metal: 'black',
          finish: 'white',
          wood: woods.oak,
          plant: 'monstera',
        },
        { fx: 600, side: 1, seedNo: 41 },
      ),
  },
  'bath-sand': {
    draw: (d) =>
      bath(
        d,
        {
          kind: 'tub',
          wall: '#EDE6DC',
          floor: '#CDBFA9',
          feature: 'panel',
          accent: '#E2D6C4',
          metal: 'brass',
          finish: 'sand',
          wood: woods.oak,
          sky: 'day',
          tub: 'pedestal',
          plant: 'olive',
          woodFloor: true,
        },
        { fx: 640, side: -1, seedNo: 42 },
      ),
  },
  'storage-hall': { draw: (d) => storageHall(d) },
  'guest-bath': {
    draw: (d) =>
      bath(
        d,
        {
          kind: 'vanity',
          wall: '#E9EDEB',
          floor: '#C9CDCB',
          feature: 'slats',
          accent: '#D9CBB3',
          metal: 'black',
          finish: 'white',
          wood: woods.oak,
          mirror: 'round',
          basin: 'bowl',
          plant: 'leafy',
        },
        { fx: 600, side: 1, seedNo: 43 },
      ),
  },
  'hamburg-flat': {
    draw: (d) =>
      bath(
        d,
        {
          kind: 'double',
          wall: '#F3F1ED',
          floor: '#D9D4CC',
          feature: 'marble',
          accent: '#EAE6E0',
          metal: 'chrome',
          finish: 'white',
          wood: woods.ash,
          mirror: 'rect',
          basin: 'oval',
          plant: 'grass',
        },
        { fx: 680, side: 1, seedNo: 44 },
      ),
  },
} as const satisfies Record<string, Picture>

export type NewsPicture = keyof typeof plan

export const newsPictures = Object.keys(plan) as NewsPicture[]

/** 1200×800 picture `name` of a news article. */
export function newsSvg(name: NewsPicture): string {
  const picture: Picture = plan[name]
  const doc = new Doc(NW, NH, picture.viewBox)
  return doc.render(picture.draw(doc))
}
