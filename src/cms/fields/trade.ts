import type { Field, GroupField, JSONFieldValidation, TextFieldSingleValidation } from 'payload'

import { fieldAdminOnly } from '@/cms/access/roles'
import { validateArticleReference } from '@/cms/fields/articleNumber'
import { countrySelectOptions } from '@/cms/fields/country'
import { type AdminText, inAdminLanguage, t } from '@/cms/labels'
import { orderUnits } from '@/lib/trade/commercial'
import { etimClasses, etimClassLabel, etimClassOf, etimFeatureOf, etimProblems } from '@/lib/trade/etim'
import { tradeFieldLabels } from '@/lib/trade/labels'

/** A variant's field states only what differs from its product. */
export const onlyWhereDifferent = t(
  'Nur wo diese Variante vom Produkt abweicht; leer übernimmt die Angaben des Produkts.',
  '仅在此规格与产品不同时填写；留空则沿用产品的信息。',
  'Only where this variant differs from the product; empty takes the product’s data.',
  'Solo dove questa variante differisce dal prodotto; vuoto riprende i dati del prodotto.',
  'Seulement là où cette variante diffère du produit ; vide reprend les données du produit.',
  'Solo donde esta variante difiere del producto; vacío toma los datos del producto.',
)

/** The trade's data, as the product form's tab, a variant's section and the list's column name it. */
export const tradeLabel = t(
  'Handelsdaten',
  '贸易数据',
  'Trade data',
  'Dati commerciali',
  'Données commerciales',
  'Datos comerciales',
)

const messages = {
  unknownClass: t(
    'Die ETIM-Klasse {value} gibt es in den Klassen des Sortiments nicht.',
    '产品系列的 ETIM 类别中没有 {value}。',
    'The ETIM class {value} is not among the classes of the range.',
    'La classe ETIM {value} non è tra le classi della gamma.',
    'La classe ETIM {value} ne fait pas partie des classes de la gamme.',
    'La clase ETIM {value} no está entre las clases de la gama.',
  ),
  noClass: t(
    'Merkmale ohne ETIM-Klasse: bitte zuerst die Klasse wählen.',
    '未选择 ETIM 类别：请先选择类别再填写特征。',
    'Features without an ETIM class: please choose the class first.',
    'Caratteristiche senza classe ETIM: scegliere prima la classe.',
    'Caractéristiques sans classe ETIM : choisissez d’abord la classe.',
    'Características sin clase ETIM: elija primero la clase.',
  ),
  unknownFeature: t(
    'Das Merkmal {value} gehört nicht zur Klasse {class}.',
    '特征 {value} 不属于类别 {class}。',
    'The feature {value} does not belong to the class {class}.',
    'La caratteristica {value} non appartiene alla classe {class}.',
    'La caractéristique {value} n’appartient pas à la classe {class}.',
    'La característica {value} no pertenece a la clase {class}.',
  ),
  badValue: t(
    '{value}: {expected}.',
    '{value}：{expected}。',
    '{value}: {expected}.',
    '{value}: {expected}.',
    '{value} : {expected}.',
    '{value}: {expected}.',
  ),
  tariff: t(
    'Zolltarifnummer: acht Ziffern der Kombinierten Nomenklatur, z. B. 39221000.',
    '海关税则号：欧盟组合目录的八位数字，例如 39221000。',
    'Customs tariff number: the eight digits of the Combined Nomenclature, e.g. 39221000.',
    'Codice doganale: le otto cifre della Nomenclatura combinata, ad es. 39221000.',
    'Nomenclature douanière : les huit chiffres de la Nomenclature combinée, p. ex. 39221000.',
    'Código arancelario: las ocho cifras de la Nomenclatura Combinada, p. ej. 39221000.',
  ),
}

/** What a value of each ETIM feature type must be, for the message of a wrong one. */
const expected: Record<'A' | 'L' | 'N' | 'R', AdminText> = {
  A: t(
    'einer der Werte der Klasse',
    '须为该类别允许的值之一',
    'one of the class’s values',
    'uno dei valori della classe',
    'une des valeurs de la classe',
    'uno de los valores de la clase',
  ),
  L: t('ja oder nein', '须为是或否', 'yes or no', 'sì o no', 'oui ou non', 'sí o no'),
  N: t('eine Zahl', '须为数字', 'a number', 'un numero', 'un nombre', 'un número'),
  R: t(
    'ein Bereich: von ≤ bis',
    '须为范围：起始值 ≤ 结束值',
    'a range: from ≤ to',
    'un intervallo: da ≤ a',
    'une plage : de ≤ à',
    'un rango: desde ≤ hasta',
  ),
}

type TradeData = { trade?: { etimClass?: string | null } | null }

/** The class a product's or variant's features belong to: the variant's own, or the product's. */
function classFor(data: unknown, siblingData: unknown): string | null {
  return (
    (siblingData as { etimClass?: string | null } | undefined)?.etimClass ??
    (data as TradeData | undefined)?.trade?.etimClass ??
    null
  )
}

const validateFeatures: JSONFieldValidation = (value, { data, siblingData, req }) => {
  const classId = classFor(data, siblingData)
  const problems = etimProblems(classId, value)
  if (!problems.length) return true
  const c = etimClassOf(classId)
  return problems
    .map((p) => {
      if (p.kind === 'unknownClass')
        return p.classId
          ? inAdminLanguage(messages.unknownClass, req, { value: p.classId })
          : inAdminLanguage(messages.noClass, req)
      if (p.kind === 'unknownFeature')
        return inAdminLanguage(messages.unknownFeature, req, { value: p.feature, class: c?.id ?? '' })
      const feature = etimFeatureOf(c, p.feature)
      return inAdminLanguage(messages.badValue, req, {
        value: `${p.feature} ${feature?.name ?? ''}`.trim(),
        expected: inAdminLanguage(expected[p.type], req),
      })
    })
    .join(' ')
}

const validateTariff: TextFieldSingleValidation = (value, { req }) =>
  value == null || value === '' || /^\d{8}$/.test(value) ? true : inAdminLanguage(messages.tariff, req)

const width = (w: string) => ({ width: w })

const number = (name: string, label: AdminText, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'number', label, min: 0, admin: width('33%'), ...extra }) as Field

/**
 * The trade's data of a product or of one variant (there: only what differs): its ETIM class and
 * the features the site does not know itself, how it is packed, shipped and priced, and whether it
 * is still made. A variant's values are merged over the product's by `variantsOf`.
 */
export function tradeGroup(scope: 'product' | 'variant'): GroupField {
  const variant = scope === 'variant'
  return {
    name: 'trade',
    type: 'group',
    label: false,
    // On the product the tab names and explains it; on a variant, its section does.
    admin: { hideGutter: true, ...(variant ? { description: onlyWhereDifferent } : {}) },
    fields: [
      {
        name: 'etimClass',
        type: 'select',
        label: tradeFieldLabels.etimClass,
        options: etimClasses.map((c) => ({ value: c.id, label: etimClassLabel(c) })),
        admin: {
          description: t(
            'ETIM 10.0. Namen auf Englisch, wie ETIM sie veröffentlicht.',
            'ETIM 10.0。名称为 ETIM 发布的英文原文。',
            'ETIM 10.0. Names in English, as ETIM publishes them.',
            'ETIM 10.0. Nomi in inglese, come li pubblica ETIM.',
            'ETIM 10.0. Noms en anglais, tels que l’ETIM les publie.',
            'ETIM 10.0. Nombres en inglés, tal como los publica ETIM.',
          ),
        },
      },
      {
        name: 'etimFeatures',
        type: 'json',
        label: tradeFieldLabels.etimFeatures,
        validate: validateFeatures,
        admin: { components: { Field: '@/cms/components/EtimFeatures#EtimFeatures' } },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'orderUnit',
            type: 'select',
            label: tradeFieldLabels.orderUnit,
            options: orderUnits.map((u) => ({ value: u.code, label: u.label })),
            admin: width('33%'),
          },
          number('contentAmount', tradeFieldLabels.contentAmount, { min: 1, max: 1000 }),
          number('deliveryDays', tradeFieldLabels.deliveryDays, { min: 0, max: 365 }),
        ],
      },
      {
        type: 'row',
        fields: [
          number('grossWeight', tradeFieldLabels.grossWeight, {
            min: 0.01,
            max: 5000,
            admin: { ...width('25%'), step: 0.1 },
          }),
          number('packedWidth', tradeFieldLabels.packedWidth, { min: 1, max: 5000, admin: width('25%') }),
          number('packedDepth', tradeFieldLabels.packedDepth, { min: 1, max: 5000, admin: width('25%') }),
          number('packedHeight', tradeFieldLabels.packedHeight, { min: 1, max: 5000, admin: width('25%') }),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'customsTariff',
            type: 'text',
            label: tradeFieldLabels.customsTariff,
            validate: validateTariff,
            admin: { ...width('33%'), placeholder: '39221000' },
          },
          {
            name: 'countryOfOrigin',
            type: 'select',
            label: tradeFieldLabels.countryOfOrigin,
            options: countrySelectOptions(),
            admin: width('33%'),
          },
          number(
            'listPrice',
            t(
              'Unverbindliche Preisempfehlung (EUR ohne MwSt.)',
              '建议零售价（欧元，不含增值税）',
              'Recommended list price (EUR without VAT)',
              'Prezzo di listino consigliato (EUR IVA esclusa)',
              'Prix public conseillé (EUR HT)',
              'Precio de venta recomendado (EUR sin IVA)',
            ),
            {
              min: 0,
              max: 1_000_000,
              access: { create: fieldAdminOnly, update: fieldAdminOnly },
              // A copy is a new item: its price is set by an administrator.
              hooks: { beforeDuplicate: [() => null] },
              admin: {
                ...width('33%'),
                step: 0.01,
                description: t(
                  'Nur Administratoren ändern Preise. Öffentlich nur, wenn in den Website-Einstellungen „UVP zeigen“ an ist.',
                  '仅管理员可修改价格。仅当网站设置中开启“显示建议零售价”时公开。',
                  'Only administrators change prices. Public only while “Show list prices” is on in the site settings.',
                  'Solo gli amministratori modificano i prezzi. Pubblico solo se nelle impostazioni del sito “Mostra prezzi consigliati” è attivo.',
                  'Seuls les administrateurs modifient les prix. Public seulement si « Afficher les prix conseillés » est activé dans les paramètres du site.',
                  'Solo los administradores cambian los precios. Público solo si «Mostrar precios recomendados» está activado en los ajustes del sitio.',
                ),
              },
            },
          ),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'lifecycle',
            type: 'select',
            label: tradeFieldLabels.lifecycle,
            options: [
              { value: 'active', label: tradeFieldLabels.active },
              {
                value: 'discontinued',
                label: tradeFieldLabels.discontinued,
              },
            ],
            admin: width('33%'),
          },
          {
            name: 'discontinuedSince',
            type: 'date',
            label: tradeFieldLabels.discontinuedSince,
            admin: {
              ...width('33%'),
              date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
              condition: (_d, sibling) => (sibling as { lifecycle?: string } | undefined)?.lifecycle === 'discontinued',
            },
          },
          {
            name: 'successor',
            type: 'text',
            label: tradeFieldLabels.successor,
            validate: validateArticleReference,
            admin: {
              ...width('33%'),
              placeholder: 'SH100102',
              condition: (_d, sibling) => (sibling as { lifecycle?: string } | undefined)?.lifecycle === 'discontinued',
            },
          },
        ],
      },
    ],
  }
}
