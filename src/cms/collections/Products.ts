import type { CollectionConfig } from 'payload'

import { plannedField } from '@/cms/calendar/planned'
import { contentCollection } from '@/cms/collections/contentCollection'
import { productQrEndpoint } from '@/cms/endpoints/productQr'
import { localizedText, orderField, picturesField, slugField } from '@/cms/fields/common'
import { fitRangeField, openingField } from '@/cms/fields/fit'
import { measuresField, outlineRow } from '@/cms/fields/measures'
import { partsField } from '@/cms/fields/parts'
import { seoField } from '@/cms/fields/seo'
import { tradeGroup, tradeLabel } from '@/cms/fields/trade'
import { dimensionsRow, downloadsField, finishField, variantsField } from '@/cms/fields/variants'
import { guardListPrices } from '@/cms/hooks/listPrice'
import { countRevision, revisionFields } from '@/cms/hooks/revision'
import { renewFeedsOnDelete, renewFeedsOnPublish } from '@/cms/jobs/tradeFeeds'
import { familyLabels, groups, L, t } from '@/cms/labels'
import { colours, installations, materials, options } from '@/lib/catalogue/specs'
import { families } from '@/lib/vocabularies'

export const Products: CollectionConfig = contentCollection({
  slug: 'products',
  labels: {
    singular: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
    plural: t('Produkte', '产品', 'Products', 'Prodotti', 'Produits', 'Productos'),
  },
  endpoints: [productQrEndpoint],
  hooks: {
    beforeChange: [countRevision],
    beforeOperation: [guardListPrices],
    afterChange: [renewFeedsOnPublish],
    afterDelete: [renewFeedsOnDelete],
  },
  admin: {
    group: groups.catalogue,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'subCategory', 'tradeStatus', '_status'],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: t('Produkt', '产品', 'Product', 'Prodotto', 'Produit', 'Producto'),
          fields: [
            localizedText('title', L.title, { required: true }),
            {
              name: 'name',
              type: 'text',
              label: t(
                'Modellname',
                '型号名称',
                'Model name',
                'Nome del modello',
                'Nom du modèle',
                'Nombre del modelo',
              ),
              admin: {
                description: t(
                  'Wie Fließtext das Produkt nennt, in allen Sprachen gleich (z. B. „Luna 60“): {{product:slug}} in einem Text ergibt diesen Namen, {{product:slug|title}} den vollen Titel der Sprache. Leer: der Titel.',
                  '正文中对产品的称呼，各语言相同（例如“Luna 60”）：文本中的 {{product:slug}} 显示此名称，{{product:slug|title}} 显示该语言的完整标题。留空：使用标题。',
                  'How running text names the product, the same in every language (e.g. “Luna 60”): {{product:slug}} in a text gives this name, {{product:slug|title}} the full title of the language. Empty: the title.',
                  'Come il testo corrente chiama il prodotto, uguale in ogni lingua (ad es. “Luna 60”): {{product:slug}} in un testo dà questo nome, {{product:slug|title}} il titolo completo della lingua. Vuoto: il titolo.',
                  'Comment le texte courant nomme le produit, identique dans toutes les langues (p. ex. « Luna 60 ») : {{product:slug}} dans un texte donne ce nom, {{product:slug|title}} le titre complet de la langue. Vide : le titre.',
                  'Cómo nombra el texto corrido al producto, igual en todos los idiomas (p. ej., «Luna 60»): {{product:slug}} en un texto da este nombre, {{product:slug|title}} el título completo del idioma. Vacío: el título.',
                ),
              },
            },
            slugField(),
            localizedText('description', L.description, { long: true }),
            picturesField({ required: true }),
            {
              name: 'category',
              type: 'relationship',
              relationTo: 'product-categories',
              label: L.category,
              required: true,
              index: true,
              filterOptions: { parent: { exists: false } },
            },
            {
              name: 'subCategory',
              type: 'relationship',
              relationTo: 'product-categories',
              label: L.subCategory,
              index: true,
              filterOptions: ({ siblingData }) => {
                const category = (siblingData as { category?: string | number | null }).category
                return category ? { parent: { equals: category } } : { parent: { exists: true } }
              },
            },
            {
              name: 'series',
              type: 'relationship',
              relationTo: 'series',
              label: t('Serie', '系列', 'Series', 'Serie', 'Collection', 'Serie'),
              required: true,
              index: true,
            },
            {
              name: 'specs',
              type: 'group',
              label: t(
                'Technische Daten',
                '技术参数',
                'Technical data',
                'Dati tecnici',
                'Caractéristiques techniques',
                'Datos técnicos',
              ),
              admin: {
                description: t(
                  'Maße in Millimetern. Material, Oberfläche, Farben und Montageart werden in jeder Sprache automatisch benannt.',
                  '尺寸单位为毫米。材质、表面、颜色和安装方式会自动以各语言显示。',
                  'Dimensions in millimetres. Material, finish, colours and installation are named in every language automatically.',
                  'Misure in millimetri. Materiale, finitura, colori e installazione vengono nominati automaticamente in ogni lingua.',
                  'Dimensions en millimètres. Matériau, finition, couleurs et pose sont nommés automatiquement dans chaque langue.',
                  'Medidas en milímetros. Material, acabado, colores e instalación se nombran automáticamente en cada idioma.',
                ),
              },
              fields: [
                dimensionsRow(),
                outlineRow(),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'material',
                      type: 'select',
                      label: t('Material', '材质', 'Material', 'Materiale', 'Matériau', 'Material'),
                      options: options(materials),
                      admin: { width: '50%' },
                    },
                    finishField(),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'colours',
                      type: 'select',
                      hasMany: true,
                      label: t('Farben', '颜色', 'Colours', 'Colori', 'Couleurs', 'Colores'),
                      options: options(colours),
                      admin: { width: '50%' },
                    },
                    {
                      name: 'installation',
                      type: 'select',
                      label: t('Montageart', '安装方式', 'Installation', 'Installazione', 'Pose', 'Instalación'),
                      options: options(installations),
                      admin: { width: '50%' },
                    },
                  ],
                },
                { type: 'row', fields: [openingField()] },
                fitRangeField(),
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'capacity',
                      type: 'number',
                      min: 1,
                      max: 2000,
                      label: t(
                        'Füllmenge (l)',
                        '容量（升）',
                        'Capacity (l)',
                        'Capacità (l)',
                        'Contenance (l)',
                        'Capacidad (l)',
                      ),
                      admin: { width: '33%' },
                    },
                    {
                      name: 'weight',
                      type: 'number',
                      min: 0.1,
                      max: 2000,
                      label: t('Gewicht (kg)', '重量（千克）', 'Weight (kg)', 'Peso (kg)', 'Poids (kg)', 'Peso (kg)'),
                      admin: { width: '33%', step: 0.1 },
                    },
                    {
                      name: 'glass',
                      type: 'number',
                      min: 3,
                      max: 20,
                      label: t(
                        'Glasstärke (mm)',
                        '玻璃厚度（毫米）',
                        'Glass thickness (mm)',
                        'Spessore vetro (mm)',
                        'Épaisseur du verre (mm)',
                        'Grosor del vidrio (mm)',
                      ),
                      admin: { width: '33%' },
                    },
                  ],
                },
                measuresField(),
              ],
            },
            downloadsField(),
            partsField(),
            variantsField(),
            {
              name: 'qrCodes',
              type: 'ui',
              admin: { components: { Field: '@/cms/components/QrCodes#QrCodes' } },
            },
            {
              name: 'related',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              maxRows: 8,
              label: t(
                'Passende Produkte',
                '相关产品',
                'Related products',
                'Prodotti correlati',
                'Produits associés',
                'Productos relacionados',
              ),
              filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
              admin: {
                description: t(
                  'Leer lassen, um Produkte derselben Kategorie zu zeigen.',
                  '留空则显示同一分类的产品。',
                  'Leave empty to show products of the same category.',
                  'Lasciare vuoto per mostrare prodotti della stessa categoria.',
                  'Laisser vide pour montrer des produits de la même catégorie.',
                  'Déjelo vacío para mostrar productos de la misma categoría.',
                ),
              },
            },
            seoField(),
          ],
        },
        {
          label: tradeLabel,
          description: t(
            'ETIM-Klasse und -Merkmale, Verpackung, Logistik, Preis und Lieferstatus für Großhandel und Datenpools (BMEcat, ETIM xChange, Tabelle). Was die Website schon kennt (Maße, Material, Farbe, Montage, Einbaumaße), füllt sie selbst. Varianten können unter „Varianten und Artikelnummern“ abweichen.',
            'ETIM 类别与特征、包装、物流、价格和供货状态，供批发商和数据池使用（BMEcat、ETIM xChange、表格）。网站已掌握的信息（尺寸、材质、颜色、安装方式、安装尺寸）会自动填入。各规格可在“规格与货号”中单独设置。',
            'ETIM class and features, packaging, logistics, price and lifecycle for wholesalers and data pools (BMEcat, ETIM xChange, spreadsheet). What the site knows already (dimensions, material, colour, installation, installation measures) it fills itself. Variants can differ under “Variants and article numbers”.',
            'Classe e caratteristiche ETIM, imballo, logistica, prezzo e stato di fornitura per grossisti e data pool (BMEcat, ETIM xChange, foglio di calcolo). Ciò che il sito conosce già (misure, materiale, colore, installazione, misure di installazione) lo compila da sé. Le varianti possono differire in “Varianti e codici articolo”.',
            'Classe et caractéristiques ETIM, emballage, logistique, prix et cycle de vie pour les grossistes et les pools de données (BMEcat, ETIM xChange, tableur). Ce que le site connaît déjà (dimensions, matériau, couleur, pose, cotes d’installation), il le remplit lui-même. Les variantes peuvent différer sous « Variantes et références ».',
            'Clase y características ETIM, embalaje, logística, precio y ciclo de vida para mayoristas y pools de datos (BMEcat, ETIM xChange, hoja de cálculo). Lo que el sitio ya conoce (medidas, material, color, instalación, medidas de instalación) lo rellena él mismo. Las variantes pueden diferir en «Variantes y referencias».',
          ),
          fields: [tradeGroup('product')],
        },
      ],
    },
    plannedField('launch'),
    {
      // The list's column of ETIM completeness and what keeps variants out of the feeds; no data.
      name: 'tradeStatus',
      type: 'ui',
      label: tradeLabel,
      admin: { components: { Cell: '@/cms/components/TradeStatusCell#TradeStatusCell' } },
    },
    {
      name: 'family',
      type: 'select',
      label: L.family,
      options: families.map((value) => ({ value, label: familyLabels[value] })),
      admin: { position: 'sidebar' },
    },
    orderField(),
    ...revisionFields,
  ],
})
