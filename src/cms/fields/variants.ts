import type { ArrayField, Field, UploadFieldSingleValidation } from 'payload'
import { upload } from 'payload/shared'

import { validateArticleNumber, validateGtin } from '@/cms/fields/articleNumber'
import { localizedText, picturesField } from '@/cms/fields/common'
import { fitRangeField } from '@/cms/fields/fit'
import { measuresField } from '@/cms/fields/measures'
import { onlyWhereDifferent, tradeGroup, tradeLabel } from '@/cms/fields/trade'
import { type AdminText, inAdminLanguage, invalid, L, t } from '@/cms/labels'
import { localeNames, locales } from '@/i18n/locales'
import { colours, finishes, options } from '@/lib/catalogue/specs'
import {
  documentFormats,
  type DownloadKind,
  downloadKindValues,
  formatOfFile,
  kindFormatNames,
  kindMimeTypes,
  kindTakes,
} from '@/lib/downloads/kinds'

const mm = (name: string, label: ReturnType<typeof t>, required = false): Field => ({
  name,
  type: 'number',
  label,
  min: 1,
  max: 5000,
  required,
  admin: { step: 1, width: '33%' },
})

export const dimensionLabels = {
  width: t('Breite (mm)', '宽度（毫米）', 'Width (mm)', 'Larghezza (mm)', 'Largeur (mm)', 'Ancho (mm)'),
  depth: t('Tiefe (mm)', '深度（毫米）', 'Depth (mm)', 'Profondità (mm)', 'Profondeur (mm)', 'Fondo (mm)'),
  height: t('Höhe (mm)', '高度（毫米）', 'Height (mm)', 'Altezza (mm)', 'Hauteur (mm)', 'Alto (mm)'),
}

/** The surface finish (half a row). */
export const finishField = (): Field => ({
  name: 'finish',
  type: 'select',
  label: t('Oberfläche', '表面处理', 'Finish', 'Finitura', 'Finition', 'Acabado'),
  options: options(finishes),
  admin: { width: '50%' },
})

/** Width, depth and height in one row. */
export const dimensionsRow = (): Field => ({
  type: 'row',
  fields: [
    mm('width', dimensionLabels.width),
    mm('depth', dimensionLabels.depth),
    mm('height', dimensionLabels.height),
  ],
})

/** The kinds of download as the admin names them. */
export const downloadKindLabels: Record<DownloadKind, AdminText> = {
  datasheet: t('Datenblatt', '产品数据表', 'Data sheet', 'Scheda tecnica', 'Fiche technique', 'Ficha técnica'),
  installation: t(
    'Montageanleitung',
    '安装说明',
    'Installation manual',
    'Istruzioni di montaggio',
    'Notice de montage',
    'Instrucciones de montaje',
  ),
  care: t(
    'Pflegehinweise',
    '保养指南',
    'Care guide',
    'Guida alla manutenzione',
    'Guide d’entretien',
    'Guía de cuidado',
  ),
  spareParts: t(
    'Ersatzteilliste',
    '备件清单',
    'Spare-parts list',
    'Elenco ricambi',
    'Liste des pièces détachées',
    'Lista de recambios',
  ),
  cad2d: t('CAD 2D', 'CAD 二维图纸', 'CAD 2D', 'CAD 2D', 'CAO 2D', 'CAD 2D'),
  bim: t('3D/BIM', '3D/BIM 模型', '3D/BIM', '3D/BIM', '3D/BIM', '3D/BIM'),
  certificate: t(
    'Erklärung oder Zertifikat',
    '声明或证书',
    'Declaration or certificate',
    'Dichiarazione o certificato',
    'Déclaration ou certificat',
    'Declaración o certificado',
  ),
}

const isKind = (value: unknown): value is DownloadKind =>
  typeof value === 'string' && (downloadKindValues as string[]).includes(value)

/**
 * A download's file must be of a format its kind takes (a DXF is no care guide): refused with the
 * formats the kind expects, in the admin's language; then Payload's own checks.
 */
const validateDownloadFile: UploadFieldSingleValidation = async (value, options) => {
  const kind = options.siblingData && (options.siblingData as { kind?: unknown }).kind
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (isKind(kind) && (typeof id === 'number' || typeof id === 'string')) {
    const file =
      value && typeof value === 'object' && 'mimeType' in value
        ? (value as { mimeType?: string | null; filename?: string | null })
        : await options.req.payload
            .findByID({ collection: 'media', id, depth: 0, req: options.req, disableErrors: true })
            .catch(() => null)
    if (file) {
      const format = formatOfFile(file)
      if (!kindTakes(kind, format))
        return inAdminLanguage(invalid.downloadFormat, options.req, {
          found: format ? documentFormats[format].name : (file.mimeType ?? '?'),
          kind: inAdminLanguage(downloadKindLabels[kind], options.req),
          expected: kindFormatNames(kind),
        })
    }
  }
  return upload(value, options)
}

/**
 * Documents of a product or variant, each of a kind (data sheet, installation manual, care guide,
 * spare-parts list, CAD 2D, 3D/BIM, declaration or certificate), for one language or all, with a
 * label in each language. The file must be of a format its kind takes.
 */
export function downloadsField(description?: ReturnType<typeof t>): ArrayField {
  return {
    name: 'downloads',
    type: 'array',
    label: t('Downloads', '下载资料', 'Downloads', 'Download', 'Téléchargements', 'Descargas'),
    labels: {
      singular: t('Download', '下载', 'Download', 'Download', 'Téléchargement', 'Descarga'),
      plural: t('Downloads', '下载资料', 'Downloads', 'Download', 'Téléchargements', 'Descargas'),
    },
    ...(description ? { admin: { description } } : {}),
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            defaultValue: 'datasheet',
            label: L.kind,
            options: downloadKindValues.map((value) => ({ value, label: downloadKindLabels[value] })),
            admin: { width: '50%' },
          },
          {
            name: 'language',
            type: 'select',
            label: L.language,
            options: locales.map((value) => ({ value, label: localeNames[value] })),
            admin: {
              width: '50%',
              description: t(
                'Leer: für alle Sprachen.',
                '留空：适用于所有语言。',
                'Empty: for every language.',
                'Vuoto: per tutte le lingue.',
                'Vide : pour toutes les langues.',
                'Vacío: para todos los idiomas.',
              ),
            },
          },
        ],
      },
      localizedText('label', L.label, { required: true }),
      {
        name: 'file',
        type: 'upload',
        relationTo: 'media',
        required: true,
        label: t(
          'Datei (PDF, DXF, DWG, IFC, STEP, RVT, RFA, SKP – je nach Art)',
          '文件（PDF、DXF、DWG、IFC、STEP、RVT、RFA、SKP，视类型而定）',
          'File (PDF, DXF, DWG, IFC, STEP, RVT, RFA, SKP – by kind)',
          'File (PDF, DXF, DWG, IFC, STEP, RVT, RFA, SKP – secondo il tipo)',
          'Fichier (PDF, DXF, DWG, IFC, STEP, RVT, RFA, SKP – selon le type)',
          'Archivo (PDF, DXF, DWG, IFC, STEP, RVT, RFA, SKP – según el tipo)',
        ),
        filterOptions: ({ siblingData }) => {
          const kind = (siblingData as { kind?: unknown } | undefined)?.kind
          return { mimeType: { in: isKind(kind) ? kindMimeTypes(kind) : ['application/pdf'] } }
        },
        validate: validateDownloadFile,
      },
    ],
  }
}

/**
 * The sellable items of a product: each with its article number (and GTIN), and its colour,
 * finish, size, pictures and documents where they differ from the product. The first is the
 * product as its page shows it (its default variant).
 */
export function variantsField(): ArrayField {
  return {
    name: 'variants',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 24,
    label: t(
      'Varianten und Artikelnummern',
      '规格与货号',
      'Variants and article numbers',
      'Varianti e codici articolo',
      'Variantes et références',
      'Variantes y referencias',
    ),
    labels: {
      singular: t('Variante', '规格', 'Variant', 'Variante', 'Variante', 'Variante'),
      plural: t('Varianten', '规格', 'Variants', 'Varianti', 'Variantes', 'Variantes'),
    },
    admin: {
      description: t(
        'Die erste Variante ist das Produkt, wie seine Seite es zeigt. Jede weitere hat eine eigene Adresse (…/product/<Kürzel>/<Artikelnummer>) und einen QR-Code unten.',
        '第一个规格即产品页默认显示的产品。其余每个规格都有独立网址（…/product/<别名>/<货号>），二维码见下方。',
        'The first variant is the product as its page shows it. Each further one has an address of its own (…/product/<slug>/<article number>) and a QR code below.',
        'La prima variante è il prodotto come lo mostra la sua pagina. Ogni altra ha un indirizzo proprio (…/product/<slug>/<codice>) e un codice QR qui sotto.',
        'La première variante est le produit tel que sa page le montre. Chaque autre a sa propre adresse (…/product/<slug>/<référence>) et un code QR ci-dessous.',
        'La primera variante es el producto tal como lo muestra su página. Cada una de las demás tiene su propia dirección (…/product/<slug>/<referencia>) y un código QR abajo.',
      ),
      initCollapsed: true,
      components: { RowLabel: '@/cms/components/VariantRowLabel#VariantRowLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'articleNumber',
            type: 'text',
            required: true,
            index: true,
            label: t('Artikelnummer', '货号', 'Article number', 'Codice articolo', 'Référence', 'Referencia'),
            validate: validateArticleNumber,
            // A copy names no item yet: its editor gives it numbers of its own before publishing.
            hooks: { beforeDuplicate: [() => ''] },
            admin: { width: '50%', placeholder: 'SH100101' },
          },
          {
            name: 'gtin',
            type: 'text',
            index: true,
            label: t('GTIN/EAN', 'GTIN/EAN 条码', 'GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN', 'GTIN/EAN'),
            validate: validateGtin,
            hooks: { beforeDuplicate: [() => null] },
            admin: { width: '50%' },
          },
        ],
      },
      localizedText(
        'label',
        t('Eigener Name', '自定义名称', 'Name of its own', 'Nome proprio', 'Nom propre', 'Nombre propio'),
        {
          description: t(
            'Leer lassen: die Variante heißt nach Farbe, Oberfläche und Maßen, in jeder Sprache.',
            '留空：规格会以颜色、表面和尺寸自动命名，适用于各语言。',
            'Leave empty: the variant is named by its colour, finish and size, in every language.',
            'Lasciare vuoto: la variante prende il nome da colore, finitura e misure, in ogni lingua.',
            'Laisser vide : la variante est nommée par sa couleur, sa finition et ses dimensions, dans chaque langue.',
            'Déjelo vacío: la variante se nombra por su color, acabado y medidas, en cada idioma.',
          ),
        },
      ),
      {
        type: 'collapsible',
        label: t('Was abweicht', '不同之处', 'What differs', 'Cosa cambia', 'Ce qui diffère', 'Qué cambia'),
        admin: { initCollapsed: true, description: onlyWhereDifferent },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'colour',
                type: 'select',
                label: t('Farbe', '颜色', 'Colour', 'Colore', 'Couleur', 'Color'),
                options: options(colours),
                admin: { width: '50%' },
              },
              finishField(),
            ],
          },
          dimensionsRow(),
          fitRangeField(),
          measuresField(),
          picturesField(),
          downloadsField(),
        ],
      },
      {
        type: 'collapsible',
        label: tradeLabel,
        admin: { initCollapsed: true },
        fields: [tradeGroup('variant')],
      },
    ],
  }
}
