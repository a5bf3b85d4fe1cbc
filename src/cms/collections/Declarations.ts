import type {
  Access,
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  Where,
} from 'payload'

import { canEditContent, trashOrAdminDelete } from '@/cms/access/roles'
import { contentCollection } from '@/cms/collections/contentCollection'
import { issueDeclaration } from '@/cms/declarations/issue'
import { dopRefusals } from '@/cms/declarations/refusals'
import { localizedText } from '@/cms/fields/common'
import { groups, inAdminLanguage, L, languageNames, t } from '@/cms/labels'
import { Refused } from '@/cms/refused'
import { localeNames } from '@/i18n/locales'
import { avcpSystems, DOP_NUMBER, dopLocales, harmonisedStandards, needsNotifiedBody } from '@/lib/dop/declaration'

/** How long a declaration stays available after its date of issue (Delegated Regulation (EU) No 157/2014). */
export const DOP_YEARS_KEPT = 10

const tenYearsAgo = () => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - DOP_YEARS_KEPT)
  return d.toISOString()
}

type Doc = { id: number | string; _status?: string | null; date?: string | null; deletedAt?: string | null }

/** Whether the stored document (not a draft beside it) was published: then it is issued for good. */
async function issued(
  req: Parameters<CollectionBeforeOperationHook>[0]['req'],
  id: number | string,
): Promise<Doc | null> {
  const doc = (await req.payload
    .findByID({ collection: 'declarations', id, depth: 0, trash: true, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)) as Doc | null
  return doc?._status === 'published' ? doc : null
}

const pastKeeping = (doc: Doc) => Boolean(doc.date && doc.date < tenYearsAgo())

/**
 * A published declaration is never changed: every save, unpublish, restore of a version, move to
 * the trash or delete of it is refused with a message that says to issue a new number, except a
 * delete by an admin once its ten years are over. The files written at its publication are noted
 * on it by the site itself (`issuing`).
 */
const keepIssued: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.context.issuing) return args
  const a = args as { id?: number | string; data?: { deletedAt?: unknown } }
  let id: number | string | undefined
  if (operation === 'update' || operation === 'delete') id = a.id
  else if (operation === 'restoreVersion' && a.id !== undefined) {
    const version = await req.payload
      .findVersionByID({
        collection: 'declarations',
        id: String(a.id),
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      })
      .catch(() => null)
    id = (version as { parent?: number | string | { id: number | string } } | null)?.parent as number | string
    if (id && typeof id === 'object') id = (id as { id: number | string }).id
  }
  if (id === undefined || id === null) return args
  const doc = await issued(req, id)
  if (!doc) return args
  const removing = operation === 'delete' || (operation === 'update' && Boolean(a.data?.deletedAt))
  if (removing && pastKeeping(doc)) return args
  throw new Refused(inAdminLanguage(dopRefusals.changed, req), 403, 'dop-issued')
}

/**
 * What was issued is written by the site alone: a save before publication (a copy of an issued
 * declaration too) starts without files, so its publication writes its own.
 */
const noIssuedBeforePublication: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.context.issuing || (originalDoc as Doc | undefined)?._status === 'published') return data
  return { ...data, issued: { at: null, files: [] } }
}

type Row = { id?: string | null; characteristic?: unknown; performance?: unknown }
const textIn = (value: unknown, locale: string): string =>
  (typeof value === 'string'
    ? value
    : (((value as Record<string, unknown> | null)?.[locale] as string | undefined) ?? '')
  )
    .toString()
    .trim()

/**
 * A publication is refused, before anything is written, while a language of the declaration
 * lacks its intended use or a characteristic's texts: the saved drafts of every language with
 * this save's own language over them.
 */
const everyLanguageOnPublish: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  if (req.context.issuing || data._status !== 'published' || (originalDoc as Doc | undefined)?._status === 'published')
    return data
  const stored =
    operation === 'update' && originalDoc
      ? ((await req.payload.findByID({
          collection: 'declarations',
          id: (originalDoc as Doc).id,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
          req,
        })) as unknown as { intendedUse?: unknown; characteristics?: Row[] | null })
      : null
  const own = req.locale ?? 'de'
  const rows: Row[] = (data.characteristics as Row[] | undefined) ?? stored?.characteristics ?? []
  const storedRow = (row: Row) => stored?.characteristics?.find((r) => r.id && r.id === row.id)
  const missing = dopLocales.filter((locale) => {
    const pick = (value: unknown, fallback: unknown) =>
      locale === own && value !== undefined ? textIn(value, locale) : textIn(fallback, locale)
    if (!pick(data.intendedUse, stored?.intendedUse)) return true
    return rows.some(
      (row) =>
        !pick(row.characteristic, storedRow(row)?.characteristic) ||
        !pick(row.performance, storedRow(row)?.performance),
    )
  })
  if (missing.length)
    throw new Refused(
      inAdminLanguage(dopRefusals.missing, req, { list: missing.map((l) => localeNames[l]).join(', ') }),
      400,
      'dop-missing',
    )
  return data
}

/** Publishing a declaration writes its PDFs, once. */
const issueOnPublish: CollectionAfterChangeHook = async ({ doc, req }) => {
  const d = doc as Doc & { issued?: { files?: unknown[] | null } | null }
  if (req.context.issuing || d._status !== 'published' || d.issued?.files?.length) return doc
  return issueDeclaration(req, d.id)
}

/** Staff change a declaration until it is published; after that nobody does (see `keepIssued`). */
const updateUnlessIssued: Access = (args) =>
  canEditContent(args) ? ({ _status: { not_equals: 'published' } } satisfies Where) : false

/** Drafts go to the trash as other content; a published declaration only after its ten years. */
const deleteUnlessKept: Access = (args) =>
  trashOrAdminDelete(args)
    ? ({ or: [{ _status: { not_equals: 'published' } }, { date: { less_than: tenYearsAgo() } }] } as Where)
    : false

const textarea = (name: string, label: ReturnType<typeof t>, description?: ReturnType<typeof t>) => ({
  name,
  type: 'textarea' as const,
  label,
  required: true,
  ...(description ? { admin: { description } } : {}),
})

/** A declaration of performance, one and many, as editors read it. */
export const declarationLabels = {
  singular: t(
    'Leistungserklärung',
    '性能声明',
    'Declaration of performance',
    'Dichiarazione di prestazione',
    'Déclaration des performances',
    'Declaración de prestaciones',
  ),
  plural: t(
    'Leistungserklärungen',
    '性能声明',
    'Declarations of performance',
    'Dichiarazioni di prestazione',
    'Déclarations des performances',
    'Declaraciones de prestaciones',
  ),
}

export const Declarations: CollectionConfig = contentCollection({
  slug: 'declarations',
  labels: declarationLabels,
  admin: {
    group: groups.catalogue,
    useAsTitle: 'number',
    defaultColumns: ['number', 'productType', 'standard', 'date', '_status'],
    description: t(
      'Nach der Bauproduktenverordnung (EU) Nr. 305/2011. Beim Veröffentlichen entstehen die PDFs auf Deutsch, Englisch, Italienisch, Französisch und Spanisch, einmal; danach ist die Erklärung unveränderlich und zehn Jahre lang abrufbar. Eine Änderung braucht eine neue Nummer.',
      '依据欧盟建筑产品条例第305/2011号。发布时一次性生成德语、英语、意大利语、法语和西班牙语PDF；此后声明不可更改，可下载十年。更改须使用新编号。',
      'Under the Construction Products Regulation (EU) No 305/2011. Publishing makes the PDFs in German, English, Italian, French and Spanish, once; after that the declaration cannot change and stays available for ten years. A change needs a new number.',
      'Secondo il Regolamento prodotti da costruzione (UE) n. 305/2011. La pubblicazione crea i PDF in tedesco, inglese, italiano, francese e spagnolo, una volta; poi la dichiarazione non cambia più e resta disponibile per dieci anni. Una modifica richiede un nuovo numero.',
      'Selon le règlement Produits de construction (UE) n° 305/2011. La publication crée les PDF en allemand, anglais, italien, français et espagnol, une seule fois ; la déclaration ne change plus ensuite et reste disponible dix ans. Une modification exige un nouveau numéro.',
      'Según el Reglamento de productos de construcción (UE) n.º 305/2011. Al publicar se crean los PDF en alemán, inglés, italiano, francés y español, una sola vez; después la declaración no cambia y sigue disponible diez años. Un cambio requiere un número nuevo.',
    ),
  },
  defaultSort: 'number',
  access: { update: updateUnlessIssued, delete: deleteUnlessKept },
  fields: [
    {
      name: 'number',
      type: 'text',
      label: L.number,
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && DOP_NUMBER.test(value) ? true : inAdminLanguage(dopRefusals.number, req),
    },
    textarea(
      'productType',
      t(
        'Kenncode des Produkttyps',
        '产品型号识别码',
        'Product-type identification code',
        'Codice di identificazione del prodotto-tipo',
        'Code d’identification du produit type',
        'Código de identificación del producto tipo',
      ),
      t(
        'Eindeutig, wie er auf Produkt oder Verpackung steht, z. B. „SANHAUS MB-14688 (Luna, Nova)“.',
        '须唯一，与产品或包装上标注一致，例如“SANHAUS MB-14688 (Luna, Nova)”。',
        'Unique, as printed on the product or its packaging, e.g. “SANHAUS MB-14688 (Luna, Nova)”.',
        'Univoco, come riportato sul prodotto o sull’imballaggio, ad es. «SANHAUS MB-14688 (Luna, Nova)».',
        'Unique, tel qu’imprimé sur le produit ou l’emballage, p. ex. « SANHAUS MB-14688 (Luna, Nova) ».',
        'Único, tal como figura en el producto o el embalaje, p. ej. «SANHAUS MB-14688 (Luna, Nova)».',
      ),
    ),
    {
      name: 'articles',
      type: 'text',
      hasMany: true,
      required: true,
      index: true,
      label: t('Artikelnummern', '货号', 'Article numbers', 'Codici articolo', 'Références', 'Referencias'),
      admin: {
        description: t(
          'Die Artikel, für die sie gilt; ihre Produktseiten und Datenblätter verlinken sie.',
          '适用的货号；其产品页和数据表会链接到本声明。',
          'The articles it covers; their product pages and data sheets link it.',
          'Gli articoli a cui si applica; le loro pagine prodotto e schede tecniche la collegano.',
          'Les articles concernés ; leurs pages produit et fiches techniques y renvoient.',
          'Los artículos a los que se aplica; sus páginas de producto y fichas técnicas la enlazan.',
        ),
      },
    },
    localizedText(
      'intendedUse',
      t('Verwendungszweck', '预期用途', 'Intended use', 'Uso previsto', 'Usage prévu', 'Uso previsto'),
      { required: true, long: true },
    ),
    textarea(
      'manufacturer',
      t('Hersteller', '制造商', 'Manufacturer', 'Fabbricante', 'Fabricant', 'Fabricante'),
      t(
        'Name und Kontaktanschrift, eine Zeile je Angabe.',
        '名称和联系地址，每项一行。',
        'Name and contact address, one line each.',
        'Nome e indirizzo di contatto, una riga ciascuno.',
        'Nom et adresse de contact, une ligne chacun.',
        'Nombre y dirección de contacto, una línea cada uno.',
      ),
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'standard',
          type: 'select',
          required: true,
          label: t(
            'Harmonisierte Norm',
            '协调标准',
            'Harmonised standard',
            'Norma armonizzata',
            'Norme harmonisée',
            'Norma armonizada',
          ),
          options: harmonisedStandards.map((value) => ({ value, label: value })),
        },
        {
          name: 'avcp',
          type: 'select',
          required: true,
          defaultValue: '4',
          label: t(
            'System (AVCP)',
            '评估系统（AVCP）',
            'System (AVCP)',
            'Sistema (VVCP)',
            'Système (EVCP)',
            'Sistema (EVCP)',
          ),
          options: avcpSystems.map((value) => ({ value, label: value })),
        },
      ],
    },
    {
      name: 'notifiedBody',
      type: 'textarea',
      label: t(
        'Notifizierte Stelle',
        '公告机构',
        'Notified body',
        'Organismo notificato',
        'Organisme notifié',
        'Organismo notificado',
      ),
      validate: (
        value: unknown,
        { siblingData, req }: { siblingData?: unknown; req?: { i18n?: { language?: string } } },
      ) =>
        needsNotifiedBody((siblingData as { avcp?: string } | undefined)?.avcp ?? '4') &&
        !(typeof value === 'string' && value.trim())
          ? inAdminLanguage(dopRefusals.notifiedBody, req, {
              system: (siblingData as { avcp?: string } | undefined)?.avcp ?? '',
            })
          : true,
    },
    {
      name: 'characteristics',
      type: 'array',
      required: true,
      minRows: 1,
      label: t(
        'Erklärte Leistungen',
        '声明的性能',
        'Declared performances',
        'Prestazioni dichiarate',
        'Performances déclarées',
        'Prestaciones declaradas',
      ),
      labels: {
        singular: t('Merkmal', '特性', 'Characteristic', 'Caratteristica', 'Caractéristique', 'Característica'),
        plural: t('Merkmale', '特性', 'Characteristics', 'Caratteristiche', 'Caractéristiques', 'Características'),
      },
      fields: [
        localizedText(
          'characteristic',
          t(
            'Wesentliches Merkmal',
            '基本特性',
            'Essential characteristic',
            'Caratteristica essenziale',
            'Caractéristique essentielle',
            'Característica esencial',
          ),
          { required: true },
        ),
        localizedText('performance', t('Leistung', '性能', 'Performance', 'Prestazione', 'Performance', 'Prestación'), {
          required: true,
          description: t(
            '„NPD“ für keine bestimmte Leistung.',
            '未确定性能填“NPD”。',
            '“NPD” for no performance determined.',
            '«NPD» se nessuna prestazione è determinata.',
            '« NPD » si aucune performance n’est déterminée.',
            '«NPD» si no se determina ninguna prestación.',
          ),
        }),
        {
          name: 'specification',
          type: 'text',
          label: t(
            'Technische Spezifikation',
            '技术规范',
            'Technical specification',
            'Specifica tecnica',
            'Spécification technique',
            'Especificación técnica',
          ),
          admin: {
            description: t(
              'Leer: die harmonisierte Norm.',
              '留空即为协调标准。',
              'Empty: the harmonised standard.',
              'Vuoto: la norma armonizzata.',
              'Vide : la norme harmonisée.',
              'Vacío: la norma armonizada.',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'place', type: 'text', required: true, label: t('Ort', '地点', 'Place', 'Luogo', 'Lieu', 'Lugar') },
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          label: L.date,
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
    textarea(
      'signatory',
      t('Unterzeichnet von', '签署人', 'Signed by', 'Firmato da', 'Signé par', 'Firmado por'),
      t(
        'Name und Funktion, eine Zeile je Angabe.',
        '姓名和职务，每项一行。',
        'Name and function, one line each.',
        'Nome e funzione, una riga ciascuno.',
        'Nom et fonction, une ligne chacun.',
        'Nombre y cargo, una línea cada uno.',
      ),
    ),
    {
      name: 'issuedFiles',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '@/cms/components/DopFiles#DopFiles' } },
    },
    {
      name: 'issued',
      type: 'group',
      label: t('Ausgestellt', '已签发', 'Issued', 'Emessa', 'Établie', 'Emitida'),
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: t(
          'Die beim Veröffentlichen geschriebenen PDFs mit ihrer SHA-256-Prüfsumme; ausgeliefert wird nur eine Datei, die sie noch hat.',
          '发布时生成的PDF及其SHA-256校验值；只有校验值一致的文件才会提供下载。',
          'The PDFs written at publication with their SHA-256 checksum; a file is served only while it still matches.',
          'I PDF scritti alla pubblicazione con il loro checksum SHA-256; un file è servito solo finché corrisponde.',
          'Les PDF écrits à la publication avec leur somme SHA-256 ; un fichier n’est servi que s’il y correspond encore.',
          'Los PDF escritos al publicar con su suma SHA-256; un archivo solo se sirve mientras coincida.',
        ),
      },
      fields: [
        {
          name: 'at',
          type: 'date',
          label: L.date,
          admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
        },
        {
          name: 'files',
          type: 'array',
          label: t('Dateien', '文件', 'Files', 'File', 'Fichiers', 'Archivos'),
          labels: {
            singular: t('Datei', '文件', 'File', 'File', 'Fichier', 'Archivo'),
            plural: t('Dateien', '文件', 'Files', 'File', 'Fichiers', 'Archivos'),
          },
          fields: [
            {
              name: 'language',
              type: 'select',
              required: true,
              label: t('Sprache', '语言', 'Language', 'Lingua', 'Langue', 'Idioma'),
              options: dopLocales.map((value) => ({ value, label: languageNames(value) })),
            },
            { name: 'sha256', type: 'text', required: true, label: 'SHA-256' },
            {
              name: 'bytes',
              type: 'number',
              required: true,
              label: t('Bytes', '字节', 'Bytes', 'Byte', 'Octets', 'Bytes'),
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeOperation: [keepIssued],
    beforeChange: [noIssuedBeforePublication, everyLanguageOnPublish],
    afterChange: [issueOnPublish],
  },
})
