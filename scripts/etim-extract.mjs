/**
 * Writes the ETIM classes of the brand's range (standards/etim/etim-10-range.json) from the
 * ETIM 10.0 extract of the sanitary groups (ETIM International, ODC-BY 1.0; the attribution is
 * kept in the file). Run when the range gains a kind of product:
 *   node scripts/etim-extract.mjs <path of etim-10-sanitary.json>
 */
import { readFileSync, writeFileSync } from 'node:fs'

/** The classes the range uses or an editor may choose for a product of it, in the admin's order. */
const range = [
  'EC011550', // washbasin
  'EC011382', // washbasin lower cupboard
  'EC011384', // washbasin top cabinet
  'EC011381', // bathroom furniture set
  'EC010013', // bathroom vanity
  'EC010550', // mirror
  'EC010034', // corner entrance shower enclosure
  'EC010038', // round shower wall
  'EC010046', // pentagonal shower wall
  'EC010892', // shower wall walk-in
  'EC010962', // shower door
  'EC010179', // bath screen
  'EC011443', // shower tray
  'EC011609', // bath
  'EC010341', // bath and shower tray panel
  'EC011328', // washbasin mixing tap
  'EC010862', // bath mixing tap
  'EC011329', // shower mixing tap
  'EC011613', // shower column/panel
  'EC011383', // shower head
  'EC010161', // hand shower
  'EC010132', // hand shower holder
  'EC011535', // shower hose
  'EC011289', // toilet bowl/pan
  'EC011318', // toilet combination
  'EC011196', // toilet seat
  'EC011331', // siphon cover
]

const source = JSON.parse(readFileSync(process.argv[2] ?? '../shared/trade/etim-10-sanitary.json', 'utf8'))
const byId = new Map(source.classes.map((c) => [c.id, c]))
const classes = range.map((id) => {
  const c = byId.get(id)
  if (!c) throw new Error(`${id} is not in the ETIM extract`)
  return {
    id: c.id,
    name: c.name,
    group: c.group,
    version: c.version,
    features: c.features.map((f) => ({
      id: f.id,
      name: f.name,
      type: f.type,
      ...(f.unit ? { unit: f.unit } : {}),
      ...(f.values ? { values: f.values.map((v) => [v.id, v.name]) } : {}),
    })),
  }
})
const groups = Object.fromEntries([...new Set(classes.map((c) => c.group))].map((g) => [g, source.groups[g]]))
const out = { release: source.release, licence: source.licence, attribution: source.attribution, groups, classes }
writeFileSync('standards/etim/etim-10-range.json', JSON.stringify(out) + '\n')
console.log(`${classes.length} classes, ${classes.reduce((n, c) => n + c.features.length, 0)} features`)
