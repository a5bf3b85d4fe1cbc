/**
 * A product's BIM model as IFC4 (ADD2 TC1, Reference View): one element on the ground storey of a
 * building on a site, of the entity and predefined type its family has in IFC4, typed by a type
 * object that carries its shape (a representation map) and its type property sets, with its
 * material and the installer's measures. The shape is the outline seen from above (a polygon whose
 * chords stay within 0.5 mm of the curve) extruded to the product's height, placed at the height
 * it is installed at. Millimetres, square and cubic metres, radians, kilograms; the same part
 * gives the same bytes.
 */
import { connections, measureLabels, outlines, type Connection, type MeasureField } from '@/lib/catalogue/measures'
import { n, type Named } from '@/lib/catalogue/specs'
import type { Family } from '@/lib/vocabularies'

import { elevationOf } from './dxf'
import { outlinePolygon, type Point } from './geometry'
import { cadFileName, type CadPart } from './part'
import { entities, ifcGuid, part21File, real, step21String } from './step21'

/** How IFC4 names a product of a family: the occurrence, its type object and their predefined type. */
type Kind = {
  entity: 'IFCSANITARYTERMINAL' | 'IFCFURNITURE' | 'IFCVALVE'
  type: 'IFCSANITARYTERMINALTYPE' | 'IFCFURNITURETYPE' | 'IFCVALVETYPE'
  predefined: string
  /** the common property set of the type (its IFC4 ADD2 TC1 definition) */
  common: 'Pset_SanitaryTerminalTypeCommon' | 'Pset_FurnitureTypeCommon' | 'Pset_ValveTypeCommon'
  /** the occurrence's ObjectType and the type's ElementType, for a USERDEFINED predefined type */
  userDefined?: Named
}

const sanitary = (predefined: string): Kind => ({
  entity: 'IFCSANITARYTERMINAL',
  type: 'IFCSANITARYTERMINALTYPE',
  predefined,
  common: 'Pset_SanitaryTerminalTypeCommon',
})

/**
 * IFC4's IfcSanitaryTerminalTypeEnum has no shower tray and no enclosure: both are SHOWER. Its
 * IfcFurnitureTypeEnum has no vanity unit: USERDEFINED, named in the ObjectType. A tap is a valve
 * (IfcValveTypeEnum FAUCET).
 */
const IFC_KINDS: Readonly<Record<Family, Kind>> = {
  basin: sanitary('WASHHANDBASIN'),
  tub: sanitary('BATH'),
  tray: sanitary('SHOWER'),
  enclosure: sanitary('SHOWER'),
  toilet: sanitary('TOILETPAN'),
  cabinet: {
    entity: 'IFCFURNITURE',
    type: 'IFCFURNITURETYPE',
    predefined: 'USERDEFINED',
    common: 'Pset_FurnitureTypeCommon',
    userDefined: n(
      'Waschtischunterschrank',
      '浴室柜',
      'Vanity unit',
      'Mobile sottolavabo',
      'Meuble sous-vasque',
      'Mueble bajo lavabo',
    ),
  },
  tap: { entity: 'IFCVALVE', type: 'IFCVALVETYPE', predefined: 'FAUCET', common: 'Pset_ValveTypeCommon' },
}

/** A product without a family: a sanitary terminal of no stated kind. */
const UNKNOWN_KIND = sanitary('NOTDEFINED')

/** The installation measures as properties: their name in the file and the IFC type of their value. */
const MEASURE_PROPERTIES: Readonly<Record<MeasureField, { name: string; type: MeasureType }>> = {
  drainDiameter: { name: 'DrainDiameter', type: 'length' },
  drainX: { name: 'DrainX', type: 'position' },
  drainY: { name: 'DrainY', type: 'position' },
  overflow: { name: 'Overflow', type: 'boolean' },
  tapHoles: { name: 'TapHoles', type: 'count' },
  tapHoleDiameter: { name: 'TapHoleDiameter', type: 'length' },
  outletHeight: { name: 'OutletHeight', type: 'length' },
  boltSpacing: { name: 'BoltSpacing', type: 'length' },
  seatHeight: { name: 'SeatHeight', type: 'length' },
  connection: { name: 'Connection', type: 'connection' },
  flowRate: { name: 'FlowRate', type: 'flow' },
  pressureMin: { name: 'PressureMin', type: 'pressure' },
  pressureMax: { name: 'PressureMax', type: 'pressure' },
  mountingHeight: { name: 'MountingHeight', type: 'length' },
  slipClass: { name: 'SlipClass', type: 'label' },
  entryWidth: { name: 'EntryWidth', type: 'length' },
  wallFixingCentres: { name: 'WallFixingCentres', type: 'length' },
}

type MeasureType = 'length' | 'position' | 'boolean' | 'count' | 'connection' | 'flow' | 'pressure' | 'label'

/** The descriptions of the brand's further properties, in the file's language. */
const WORDS = {
  capacity: n(
    'Füllmenge (m³)',
    '容量（立方米）',
    'Capacity (m³)',
    'Capacità (m³)',
    'Contenance (m³)',
    'Capacidad (m³)',
  ),
  weight: n('Gewicht (kg)', '重量（千克）', 'Weight (kg)', 'Peso (kg)', 'Poids (kg)', 'Peso (kg)'),
  outline: n('Grundform', '外形', 'Outline', 'Forma', 'Forme', 'Forma'),
  outlineRadius: n(
    'Radius der Rundung (mm)',
    '圆弧半径（毫米）',
    'Radius of the curve (mm)',
    'Raggio della curva (mm)',
    'Rayon de l’arrondi (mm)',
    'Radio de la curva (mm)',
  ),
  outlineCut: n(
    'Abschrägung der Ecke (mm)',
    '切角（毫米）',
    'Corner cut (mm)',
    'Smusso dell’angolo (mm)',
    'Pan coupé (mm)',
    'Chaflán de la esquina (mm)',
  ),
  installation: n('Montageart', '安装方式', 'Installation', 'Installazione', 'Installation', 'Instalación'),
  url: n('Produktseite', '产品页面', 'Product page', 'Pagina del prodotto', 'Page du produit', 'Página del producto'),
  articles: n('Artikelnummern', '货号', 'Article numbers', 'Codici articolo', 'Références', 'Referencias'),
  gtins: n('GTIN', 'GTIN', 'GTIN', 'GTIN', 'GTIN', 'GTIN'),
} as const satisfies Record<string, Named>

/** IFC's typed values, written inline as parameters (the only instances Part 21 allows inside another). */
const label = (s: string) => `IFCLABEL(${step21String(s)})`
const identifier = (s: string) => `IFCIDENTIFIER(${step21String(s)})`
const text = (s: string) => `IFCTEXT(${step21String(s)})`
const positiveLength = (mm: number) =>
  mm > 0 ? `IFCPOSITIVELENGTHMEASURE(${real(mm)})` : `IFCLENGTHMEASURE(${real(mm)})`
const optional = (s: string | null | undefined) => (s ? step21String(s) : '$')

/** The file's timestamp from the revision's ISO 8601 date: `YYYY-MM-DDThh:mm:ss`. */
function timestampOf(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(date)) return date.slice(0, 19)
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date}T00:00:00`
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? '1970-01-01T00:00:00' : parsed.toISOString().slice(0, 19)
}

/** The brand as the start of its property set's name: letters and digits only, e.g. `SANHAUS`. */
const brandKey = (brand: string) => brand.replace(/[^A-Za-z0-9]+/g, '').toUpperCase() || 'BRAND'

/** The IFC4 model of a part (`SH700101-model-de.ifc`). */
export function ifcModel(part: CadPart, polygon: Point[] = outlinePolygon(part)): Buffer {
  const e = entities()
  const article = part.articles[0] ?? 'product'
  const guid = (what: string) => `'${ifcGuid(`${article}:${what}`)}'`
  const kind = part.family ? IFC_KINDS[part.family] : UNKNOWN_KIND
  const locale = part.locale
  const m = part.measures
  const size = `${part.width} × ${part.depth} × ${part.height} mm`
  const title = step21String(part.title)
  const description = step21String(part.variantName ?? size)
  const userDefined = kind.userDefined ? step21String(kind.userDefined[locale]) : '$'

  // The world: placements, the model's context with its body sub-context, the units.
  const origin = e.add('IFCCARTESIANPOINT((0.,0.,0.))')
  const z = e.add('IFCDIRECTION((0.,0.,1.))')
  const x = e.add('IFCDIRECTION((1.,0.,0.))')
  const world = e.add(`IFCAXIS2PLACEMENT3D(${origin},${z},${x})`)
  const context = e.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`)
  const body = e.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`)
  const units = [
    e.add('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)'),
    e.add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    e.add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    e.add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
    e.add('IFCSIUNIT(*,.MASSUNIT.,.KILO.,.GRAM.)'),
  ]
  const cubicMetre = units[2]!
  // A tap's flow rate is stated in litres per minute and its pressures in bar: the file's units
  // for those measures, each defined by its SI equivalent.
  if (m.flowRate != null) {
    const litre = e.add(
      `IFCCONVERSIONBASEDUNIT(${e.add('IFCDIMENSIONALEXPONENTS(3,0,0,0,0,0,0)')},.VOLUMEUNIT.,'litre',${e.add(`IFCMEASUREWITHUNIT(IFCVOLUMEMEASURE(0.001),${cubicMetre})`)})`,
    )
    const second = e.add('IFCSIUNIT(*,.TIMEUNIT.,$,.SECOND.)')
    const minute = e.add(
      `IFCCONVERSIONBASEDUNIT(${e.add('IFCDIMENSIONALEXPONENTS(0,0,1,0,0,0,0)')},.TIMEUNIT.,'minute',${e.add(`IFCMEASUREWITHUNIT(IFCTIMEMEASURE(60.),${second})`)})`,
    )
    const perLitre = e.add(`IFCDERIVEDUNITELEMENT(${litre},1)`)
    const perMinute = e.add(`IFCDERIVEDUNITELEMENT(${minute},-1)`)
    units.push(e.add(`IFCDERIVEDUNIT((${perLitre},${perMinute}),.VOLUMETRICFLOWRATEUNIT.,$)`))
  }
  if (m.pressureMin != null || m.pressureMax != null) {
    const pascal = e.add('IFCSIUNIT(*,.PRESSUREUNIT.,$,.PASCAL.)')
    units.push(
      e.add(
        `IFCCONVERSIONBASEDUNIT(${e.add('IFCDIMENSIONALEXPONENTS(-1,1,-2,0,0,0,0)')},.PRESSUREUNIT.,'bar',${e.add(`IFCMEASUREWITHUNIT(IFCPRESSUREMEASURE(100000.),${pascal})`)})`,
      ),
    )
  }
  const unitAssignment = e.add(`IFCUNITASSIGNMENT((${units.join(',')}))`)

  // The project, the site, the building and its ground storey.
  const project = e.add(`IFCPROJECT(${guid('project')},$,${title},$,$,$,$,(${context}),${unitAssignment})`)
  const sitePlace = e.add(`IFCLOCALPLACEMENT($,${world})`)
  const site = e.add(`IFCSITE(${guid('site')},$,'Site',$,$,${sitePlace},$,$,.ELEMENT.,$,$,$,$,$)`)
  const buildingPlace = e.add(`IFCLOCALPLACEMENT(${sitePlace},${world})`)
  const building = e.add(`IFCBUILDING(${guid('building')},$,'Building',$,$,${buildingPlace},$,$,.ELEMENT.,$,$,$)`)
  const storeyPlace = e.add(`IFCLOCALPLACEMENT(${buildingPlace},${world})`)
  const storey = e.add(`IFCBUILDINGSTOREY(${guid('storey')},$,'Level 0',$,$,${storeyPlace},$,$,.ELEMENT.,0.)`)
  e.add(`IFCRELAGGREGATES(${guid('site-in-project')},$,$,$,${project},(${site}))`)
  e.add(`IFCRELAGGREGATES(${guid('building-on-site')},$,$,$,${site},(${building}))`)
  e.add(`IFCRELAGGREGATES(${guid('storey-in-building')},$,$,$,${building},(${storey}))`)

  // The shape: the outline (closed: its first point again at the end) extruded along +Z by the
  // height, from z = 0 of the type's own coordinates.
  const points = polygon.map(([px, py]) => e.add(`IFCCARTESIANPOINT((${real(px)},${real(py)}))`))
  const outline = e.add(`IFCPOLYLINE((${[...points, points[0]!].join(',')}))`)
  const profile = e.add(`IFCARBITRARYCLOSEDPROFILEDEF(.AREA.,$,${outline})`)
  const solid = e.add(`IFCEXTRUDEDAREASOLID(${profile},${world},${z},${real(part.height)})`)
  const typeShape = e.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`)
  const map = e.add(`IFCREPRESENTATIONMAP(${world},${typeShape})`)

  // The type's property sets: the manufacturer's data and the common set of its kind.
  const property = (name: string, value: string, about: string | null = null) =>
    e.add(`IFCPROPERTYSINGLEVALUE('${name}',${optional(about)},${value},$)`)
  const list = (name: string, values: string[], about: string | null = null) =>
    e.add(`IFCPROPERTYLISTVALUE('${name}',${optional(about)},(${values.join(',')}),$)`)
  const propertySet = (what: string, name: string, properties: string[]) =>
    properties.length ? e.add(`IFCPROPERTYSET(${guid(what)},$,'${name}',$,(${properties.join(',')}))`) : null

  const manufacturer = propertySet('pset-manufacturer', 'Pset_ManufacturerTypeInformation', [
    property('Manufacturer', label(part.brand)),
    property('ModelReference', label(article)),
    property('ModelLabel', label(part.title)),
    // every article number the model covers (they differ in colour or finish only)
    property('ArticleNumber', identifier(part.articles.join(', '))),
    // the first GTIN; the brand's set lists them all
    ...(part.gtins[0] ? [property('GlobalTradeItemNumber', identifier(part.gtins[0]))] : []),
  ])
  // NominalLength along the front (width), NominalWidth from the front to the wall (depth),
  // NominalDepth the height; furniture names its height and depth as such.
  const common = propertySet(
    'pset-common',
    kind.common,
    kind.common === 'Pset_SanitaryTerminalTypeCommon'
      ? [
          property('NominalLength', positiveLength(part.width)),
          property('NominalWidth', positiveLength(part.depth)),
          property('NominalDepth', positiveLength(part.height)),
        ]
      : kind.common === 'Pset_FurnitureTypeCommon'
        ? [
            property('NominalHeight', positiveLength(part.height)),
            property('NominalLength', positiveLength(part.width)),
            property('NominalDepth', positiveLength(part.depth)),
            ...(part.installation === 'wall-hung' || part.installation === 'built-in'
              ? [property('IsBuiltIn', 'IFCBOOLEAN(.T.)')]
              : []),
          ]
        : // a tap's highest operating pressure, in the file's pressure unit (bar)
          m.pressureMax != null
          ? [property('WorkingPressure', `IFCPRESSUREMEASURE(${real(m.pressureMax)})`)]
          : [],
  )
  const typeSets = [manufacturer, common].filter((s): s is string => s !== null)

  const typeObject =
    kind.type === 'IFCFURNITURETYPE'
      ? `${kind.type}(${guid('type')},$,${title},${description},$,(${typeSets.join(',')}),(${map}),${step21String(article)},${userDefined},.NOTDEFINED.,.${kind.predefined}.)`
      : `${kind.type}(${guid('type')},$,${title},${description},$,(${typeSets.join(',')}),(${map}),${step21String(article)},${userDefined},.${kind.predefined}.)`
  const type = e.add(typeObject)
  e.add(`IFCRELDECLARES(${guid('type-in-project')},$,$,$,${project},(${type}))`)

  // The element: the type's shape mapped in place, lifted to the height it is installed at (the
  // top of a basin or cabinet at its mounting height, of a wall-hung WC at its seat height, of a
  // tray on its feet at its mounting height; everything else stands on the floor).
  const { bottom } = elevationOf(part)
  const operator = e.add(`IFCCARTESIANTRANSFORMATIONOPERATOR3D($,$,${origin},$,$)`)
  const mapped = e.add(`IFCMAPPEDITEM(${map},${operator})`)
  const shape = e.add(`IFCSHAPEREPRESENTATION(${body},'Body','MappedRepresentation',(${mapped}))`)
  const definition = e.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`)
  const lifted = bottom ? e.add(`IFCCARTESIANPOINT((0.,0.,${real(bottom)}))`) : origin
  const place = e.add(`IFCLOCALPLACEMENT(${storeyPlace},${e.add(`IFCAXIS2PLACEMENT3D(${lifted},${z},${x})`)})`)
  const element = e.add(
    `${kind.entity}(${guid('element')},$,${title},${description},${userDefined},${place},${definition},${step21String(article)},.${kind.predefined}.)`,
  )
  e.add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid('element-on-storey')},$,$,$,(${element}),${storey})`)
  e.add(`IFCRELDEFINESBYTYPE(${guid('element-of-type')},$,$,$,(${element}),${type})`)

  // The brand's set on the element: the installation measures (lengths in millimetres, flow rate
  // in l/min, pressures in bar: the file's units), capacity, weight, outline, installation, the
  // product page and every article number and GTIN.
  const installation: string[] = []
  for (const key of Object.keys(measureLabels) as MeasureField[]) {
    const value = m[key]
    if (value === null || value === undefined) continue
    const { name, type: measureType } = MEASURE_PROPERTIES[key]
    const about = measureLabels[key][locale]
    const typed = measureValue(measureType, value)
    if (typed) installation.push(property(name, typed, about))
  }
  // IFC states a volume in the file's unit, cubic metres: a litre is a thousandth
  if (part.capacity)
    installation.push(property('Capacity', `IFCVOLUMEMEASURE(${real(part.capacity / 1000)})`, WORDS.capacity[locale]))
  if (part.weight) installation.push(property('Weight', `IFCMASSMEASURE(${real(part.weight)})`, WORDS.weight[locale]))
  if (part.outline) {
    installation.push(property('Outline', label(outlines[part.outline][locale]), WORDS.outline[locale]))
    if (part.outline === 'quadrant' && part.outlineRadius)
      installation.push(property('OutlineRadius', positiveLength(part.outlineRadius), WORDS.outlineRadius[locale]))
    if (part.outline === 'pentagon' && part.outlineCut)
      installation.push(property('OutlineCut', positiveLength(part.outlineCut), WORDS.outlineCut[locale]))
  }
  if (part.installation)
    installation.push(
      property('Installation', label(part.installationName ?? part.installation), WORDS.installation[locale]),
    )
  if (part.url) installation.push(property('Url', text(part.url), WORDS.url[locale]))
  if (part.articles.length)
    installation.push(list('ArticleNumbers', part.articles.map(identifier), WORDS.articles[locale]))
  if (part.gtins.length)
    installation.push(list('GlobalTradeItemNumbers', part.gtins.map(identifier), WORDS.gtins[locale]))
  const brandSet = propertySet('pset-installation', `${brandKey(part.brand)}_Installation`, installation)
  if (brandSet) e.add(`IFCRELDEFINESBYPROPERTIES(${guid('installation-of-element')},$,$,$,(${element}),${brandSet})`)

  // The material, of the type and of the element.
  if (part.materialName || part.material) {
    const material = e.add(
      `IFCMATERIAL(${step21String(part.materialName ?? part.material!)},$,${optional(part.material)})`,
    )
    e.add(`IFCRELASSOCIATESMATERIAL(${guid('material')},$,$,$,(${type},${element}),${material})`)
  }

  return part21File(
    cadFileName(part, 'model', 'ifc'),
    'IFC4',
    'ViewDefinition [ReferenceView_V1.2]',
    timestampOf(part.revision.date),
    e.lines(),
    part.brand,
  )
}

/** A measure's value as IFC types it; null for a value that does not fit its type. */
function measureValue(type: MeasureType, value: unknown): string | null {
  if (type === 'boolean') return value === 'yes' ? 'IFCBOOLEAN(.T.)' : value === 'no' ? 'IFCBOOLEAN(.F.)' : null
  if (type === 'connection') return label(connections[value as Connection] ?? String(value))
  if (type === 'label') return label(String(value))
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  switch (type) {
    case 'length':
      return positiveLength(value)
    case 'position':
      return `IFCLENGTHMEASURE(${real(value)})`
    case 'count':
      return `IFCCOUNTMEASURE(${Math.round(value)})`
    case 'flow':
      return `IFCVOLUMETRICFLOWRATEMEASURE(${real(value)})`
    case 'pressure':
      return `IFCPRESSUREMEASURE(${real(value)})`
  }
}
