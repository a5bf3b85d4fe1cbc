import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText } from '@/cms/fields/common'
import { groups, help, inAdminLanguage, invalid, L, t, vocabularyOptions } from '@/cms/labels'
import { legalSlugs } from '@/lib/vocabularies'

const KEY_PATTERN = /^[a-z][a-z0-9_]*$/

/**
 * The company's claims and figures. Page texts refer to them as `{{key}}` (primary value)
 * or `{{key|variant}}`, so one edit here changes every page. Where sources disagree, the
 * other readings are kept as variants with a note saying where each is used.
 */
/** The legal pages as editors know them (the menu's pages name them alike). */
export const legalPageLabels = {
  impressum: t('Impressum', '法律声明', 'Legal notice', 'Note legali', 'Mentions légales', 'Aviso legal'),
  privacy: t('Datenschutz', '隐私政策', 'Privacy policy', 'Privacy', 'Confidentialité', 'Privacidad'),
  accessibility: t(
    'Barrierefreiheit',
    '无障碍声明',
    'Accessibility',
    'Accessibilità',
    'Accessibilité',
    'Accesibilidad',
  ),
}

export const CompanyFacts: CollectionConfig = contentCollection({
  slug: 'company-facts',
  labels: {
    singular: t(
      'Unternehmenskennzahl',
      '公司数据',
      'Company fact',
      'Dato aziendale',
      'Donnée d’entreprise',
      'Dato de la empresa',
    ),
    plural: t(
      'Unternehmenskennzahlen',
      '公司数据',
      'Company facts',
      'Dati aziendali',
      'Données d’entreprise',
      'Datos de la empresa',
    ),
  },
  admin: {
    group: groups.company,
    useAsTitle: 'key',
    defaultColumns: ['key', 'label', 'value'],
    description: t(
      'In Texten als {{schlüssel}} oder {{schlüssel|variante}} verwendbar.',
      '可在文本中以 {{键}} 或 {{键|变体}} 引用。',
      'Use in texts as {{key}} or {{key|variant}}.',
      'Utilizzabile nei testi come {{chiave}} o {{chiave|variante}}.',
      'Utilisable dans les textes sous la forme {{clé}} ou {{clé|variante}}.',
      'Utilizable en los textos como {{clave}} o {{clave|variante}}.',
    ),
  },
  defaultSort: 'key',
  fields: [
    {
      name: 'key',
      type: 'text',
      label: L.key,
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        typeof value === 'string' && KEY_PATTERN.test(value) ? true : inAdminLanguage(invalid.factKey, req),
    },
    localizedText('label', L.label, { required: true }),
    {
      name: 'value',
      type: 'text',
      label: L.value,
      required: true,
      admin: { description: help.factValue },
    },
    localizedText('unit', t('Einheit', '单位', 'Unit', 'Unità', 'Unité', 'Unidad')),
    {
      name: 'variants',
      type: 'array',
      labels: {
        singular: t('Variante', '变体', 'Variant', 'Variante', 'Variante', 'Variante'),
        plural: t('Varianten', '变体', 'Variants', 'Varianti', 'Variantes', 'Variantes'),
      },
      label: t('Varianten', '变体', 'Variants', 'Varianti', 'Variantes', 'Variantes'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', label: L.key, required: true },
            { name: 'value', type: 'text', label: L.value, required: true },
          ],
        },
        {
          name: 'note',
          type: 'textarea',
          label: t(
            'Wo verwendet',
            '使用位置',
            'Where it is used',
            'Dove è usato',
            'Où elle est utilisée',
            'Dónde se usa',
          ),
        },
      ],
    },
  ],
})

export const LegalPages: CollectionConfig = contentCollection({
  slug: 'legal-pages',
  labels: {
    singular: t('Rechtliche Seite', '法律页面', 'Legal page', 'Pagina legale', 'Page légale', 'Página legal'),
    plural: t('Rechtliches', '法律信息', 'Legal pages', 'Pagine legali', 'Pages légales', 'Páginas legales'),
  },
  admin: { group: groups.site, useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'] },
  defaultSort: 'slug',
  fields: [
    {
      name: 'slug',
      type: 'select',
      label: L.slug,
      required: true,
      unique: true,
      options: vocabularyOptions(legalSlugs, legalPageLabels),
      admin: { position: 'sidebar' },
    },
    localizedText('title', L.title, { required: true }),
    { name: 'body', type: 'richText', label: L.body, localized: true, required: true },
  ],
})
