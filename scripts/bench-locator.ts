// `npm run bench:locator` (also a part of `npm run bench`): the showroom locator over
// BENCH_SHOWROOMS (5,000) generated showrooms in the markets' countries: the p50 and p95 of a
// search (where it starts: a German postcode, a place name in one of six languages, a position;
// then the showrooms within 50 km, filtered, nearest first) beside a floor (the distances to all
// showrooms, sorted, from a known point), and the gazetteer's size in the build and in memory.
import fs from 'node:fs'
import path from 'node:path'

import { distanceKm } from '../src/lib/geo/distance'
import { buildGazetteer } from '../src/lib/geo/gazetteer/build'
import { gazetteerOf } from '../src/lib/geo/gazetteer/index'
import { gazetteerFile, gazetteerSources } from '../src/lib/geo/gazetteer/sources'
import { locate, readLocatorParams } from '../src/lib/showrooms/locator'
import { resolveOrigin } from '../src/lib/showrooms/origin'
import { showroomKinds } from '../src/lib/vocabularies'

const COUNT = Number(process.env.BENCH_SHOWROOMS ?? 5000)
const RUNS = 2000
const GOAL_P95_MS = 20

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
gc()
const heapBefore = process.memoryUsage().heapUsed
let started = performance.now()
const data = buildGazetteer(gazetteerSources())
const buildMs = performance.now() - started
const json = JSON.stringify(data)
gc()
const heapData = process.memoryUsage().heapUsed
started = performance.now()
// The server's own instance reads this (resolveOrigin), as it would from generated/gazetteer.json.
const g = gazetteerOf(JSON.parse(json))
const loadMs = performance.now() - started
gc()
const heapAfter = process.memoryUsage().heapUsed
const file = gazetteerFile()
const onDisk = fs.existsSync(file) ? fs.statSync(file).size : json.length

// Showrooms scattered around random places of the markets (a fixed seed: the same every run).
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const markets = g.data.places.filter((p) => !['HK', 'MO', 'TW'].includes(p[3]))
const series = ['luna', 'aria', 'grande', 'pietra', 'clara', 'quadro', 'curva', 'piano', 'nuvola', 'fino', 'pioggia']
const showrooms = Array.from({ length: COUNT }, (_, i) => {
  const p = markets[Math.floor(random() * markets.length)]!
  return {
    id: i,
    kind: showroomKinds[i % 3]!,
    position: { lat: p[1] + (random() - 0.5) * 0.2, lng: p[2] + (random() - 0.5) * 0.2 },
    series: series.filter(() => random() < 0.5).map((slug) => ({ slug })),
  }
})

const queries = [
  { q: '80331' },
  { q: '10117', series: 'luna' },
  { q: '20095', r: '100' },
  { q: 'München' },
  { q: 'Monaco di Baviera' },
  { q: 'Lyon', kind: 'dealer' },
  { q: 'Múnich' },
  { q: 'Wien', r: '25' },
  { q: 'Munchn' },
  { lat: '48.2', lng: '16.37' },
] as const
const locales = ['de', 'de', 'de', 'de', 'it', 'fr', 'es', 'en', 'de', 'zh'] as const

const times: number[] = []
const floor: number[] = []
for (let run = 0; run < RUNS; run++) {
  const i = run % queries.length
  const params = readLocatorParams({ ...queries[i] })
  const t0 = performance.now()
  const start = resolveOrigin(params, locales[i]!)
  if ('origin' in start) locate(showrooms, start.origin, params)
  times.push(performance.now() - t0)
  const f0 = performance.now()
  showrooms.map((s) => distanceKm(48.14, 11.58, s.position.lat, s.position.lng)).sort((a, b) => a - b)
  floor.push(performance.now() - f0)
}
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))]!
const result = {
  showrooms: COUNT,
  runs: RUNS,
  p50: quantile(times, 0.5),
  p95: quantile(times, 0.95),
  floorP95: quantile(floor, 0.95),
  goalP95: GOAL_P95_MS,
  gazetteer: {
    fileKb: Math.round(onDisk / 1024),
    buildMs: Math.round(buildMs),
    loadMs: Math.round(loadMs),
    heapMb: Math.round(((heapAfter - heapBefore) / 2 ** 20) * 10) / 10,
    dataHeapMb: Math.round(((heapData - heapBefore) / 2 ** 20) * 10) / 10,
    places: data.stats.places,
    postcodes: data.stats.postcodes,
  },
}
console.log(`\nShowroom locator over ${COUNT} generated showrooms, ${RUNS} searches`)
console.table([
  {
    p50ms: result.p50.toFixed(2),
    p95ms: result.p95.toFixed(2),
    floorP95ms: result.floorP95.toFixed(2),
    ratio: (result.p95 / result.floorP95).toFixed(1),
    goal: result.p95 < GOAL_P95_MS ? 'met' : 'missed',
  },
])
console.table([result.gazetteer])
fs.mkdirSync(path.join(process.cwd(), 'test-results'), { recursive: true })
fs.writeFileSync(path.join(process.cwd(), 'test-results', 'bench-locator.json'), `${JSON.stringify(result, null, 2)}\n`)
