// `npm run bench:memory`: the translation memory's lookup (src/lib/translation/memory) over
// BENCH_SEGMENTS (50,000) generated German–Italian sentence pairs: p50 and p95 of a lookup of a
// sentence stored as it is (100 %), one with a word changed (fuzzy) and one not stored at all,
// beside a floor (the same sentences found in a plain Map by their normalized text), and the
// index's build time. Goal: p95 under 30 ms.
import fs from 'node:fs'
import path from 'node:path'

import { MemoryIndex, normalized } from '../src/lib/translation/memory/index'

const COUNT = Number(process.env.BENCH_SEGMENTS ?? 50_000)
const RUNS = 1500
const GOAL_P95_MS = 30

let seed = 7
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
const subjects = [
  'Die Wanne',
  'Das Waschbecken',
  'Die Duschwanne',
  'Der Spiegelschrank',
  'Die Armatur',
  'Die Duschabtrennung',
  'Das Unterschrankmodell',
  'Die Serie',
]
const verbs = ['hält', 'zeigt', 'bietet', 'braucht', 'trägt', 'verbindet', 'schützt', 'ergänzt']
const objects = [
  'das Wasser',
  'eine glatte Oberfläche',
  'viel Stauraum',
  'wenig Pflege',
  'klare Linien',
  'warmes Licht',
  'den Boden',
  'jede Fliese',
]
const details = [
  'aus Mineralguss',
  'aus Sicherheitsglas',
  'in Mattweiß',
  'mit Soft-Close',
  'für kleine Bäder',
  'nach EN 14527',
  'mit 900 mm Breite',
  'in Eiche natur',
  'ohne Silikonfugen',
  'mit Antikalk-Beschichtung',
]
const sentence = (i: number) =>
  `${pick(subjects)} ${pick(details)} ${pick(verbs)} ${pick(objects)} ${pick(details)}, Modell ${i}.`

let started = performance.now()
const pairs = Array.from({ length: COUNT }, (_, i) => ({ source: sentence(i), target: `Traduzione ${i}.` }))
const memory = new MemoryIndex(pairs)
const buildMs = performance.now() - started
const floor = new Map(pairs.map((p) => [normalized(p.source), p.target]))

const queries = Array.from({ length: RUNS }, (_, i) => {
  const stored = pairs[Math.floor(random() * pairs.length)]!.source
  if (i % 3 === 0) return { kind: 'exact', text: stored }
  if (i % 3 === 1) return { kind: 'fuzzy', text: stored.replace(/Modell \d+/, `Modell ${COUNT + i}`) }
  return { kind: 'none', text: `Ganz anderer Satz über ${pick(objects)} Nummer ${i}.` }
})

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
const times: Record<string, number[]> = { exact: [], fuzzy: [], none: [], all: [], floor: [] }
const found = { exact: 0, fuzzy: 0 }
for (const query of queries) {
  started = performance.now()
  const matches = memory.lookup(query.text)
  const took = performance.now() - started
  times[query.kind]!.push(took)
  times.all!.push(took)
  if (query.kind === 'exact' && matches[0]?.score === 100) found.exact++
  if (query.kind === 'fuzzy' && (matches[0]?.score ?? 0) >= 75) found.fuzzy++
  started = performance.now()
  floor.get(normalized(query.text))
  times.floor!.push(performance.now() - started)
}
const report = {
  segments: COUNT,
  lookups: RUNS,
  buildMs: Math.round(buildMs),
  p50Ms: Number(percentile(times.all!, 50).toFixed(2)),
  p95Ms: Number(percentile(times.all!, 95).toFixed(2)),
  p95ByKind: Object.fromEntries(
    ['exact', 'fuzzy', 'none'].map((k) => [k, Number(percentile(times[k]!, 95).toFixed(2))]),
  ),
  floorP95Ms: Number(percentile(times.floor!, 95).toFixed(4)),
  found: { exact: `${found.exact}/${RUNS / 3}`, fuzzy: `${found.fuzzy}/${RUNS / 3}` },
  goalP95Ms: GOAL_P95_MS,
}
console.log(JSON.stringify(report, null, 2))
fs.mkdirSync(path.join(process.cwd(), 'test-results'), { recursive: true })
fs.writeFileSync(path.join(process.cwd(), 'test-results', 'bench-memory.json'), JSON.stringify(report, null, 2))
if (report.p95Ms > GOAL_P95_MS) process.exitCode = 1
