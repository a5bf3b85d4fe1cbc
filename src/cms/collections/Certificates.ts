import type { CollectionConfig, Field, RelationshipField, UploadField } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { imageField, localizedText, orderField } from '@/cms/fields/common'
import { groups, help, L, t } from '@/cms/labels'
import { certificateGroups } from '@/lib/vocabularies'

export const certificateGroupLabels = {
  standard: t(
    'Normzertifikate',
    '标准证书',
    'Standard certificates',
    'Certificati di norma',
    'Certificats de normes',
    'Certificados de normas',
  ),
  more: t(
    'Weitere Zertifikate',
    '更多证书',
    'Further certificates',
    'Altri certificati',
    'Autres certificats',
    'Otros certificados',
  ),
  patent: t(
    'Designpatente',
    '外观设计专利',
    'Design patents',
    'Brevetti di design',
    'Brevets de design',
    'Patentes de diseño',
  ),
  honour: t('Auszeichnungen', '荣誉', 'Honours', 'Riconoscimenti', 'Distinctions', 'Distinciones'),
  quality: t(
    'Qualitätssystem',
    '质量体系',
    'Quality system',
    'Sistema qualità',
    'Système qualité',
    'Sistema de calidad',
  ),
  testing: t(
    'Prüflabor',
    '检测实验室',
    'Testing laboratory',
    'Laboratorio prove',
    'Laboratoire d’essais',
    'Laboratorio de ensayos',
  ),
} as const

/** The products a certificate or test report covers: their pages show it with their downloads. */
const coveredProducts = (): RelationshipField => ({
  name: 'products',
  type: 'relationship',
  relationTo: 'products',
  hasMany: true,
  index: true,
  label: t(
    'Betroffene Produkte',
    '涵盖的产品',
    'Products covered',
    'Prodotti interessati',
    'Produits concernés',
    'Productos cubiertos',
  ),
  admin: {
    description: t(
      'Die Seiten dieser Produkte zeigen es unter „Zertifikate & Prüfberichte“.',
      '这些产品的页面会在“证书与检测报告”中显示它。',
      'These products’ pages show it under “Certificates & test reports”.',
      'Le pagine di questi prodotti lo mostrano sotto «Certificati e rapporti di prova».',
      'Les pages de ces produits l’affichent sous « Certificats et rapports d’essai ».',
      'Las páginas de estos productos lo muestran en «Certificados e informes de ensayo».',
    ),
  },
})

/** Until when the certificate or report is valid: the content health board names it 60 days before. */
const validUntilField = (): Field => ({
  name: 'validUntil',
  type: 'date',
  label: t('Gültig bis', '有效期至', 'Valid until', 'Valido fino al', 'Valable jusqu’au', 'Válido hasta'),
  admin: {
    position: 'sidebar',
    date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
    description: t(
      '„Zustand der Inhalte“ meldet es 60 Tage vorher.',
      '“内容健康状况”会提前 60 天提示。',
      '“Content health” names it 60 days before.',
      '«Stato dei contenuti» lo segnala 60 giorni prima.',
      '« État des contenus » le signale 60 jours avant.',
      '«Estado de los contenidos» lo señala 60 días antes.',
    ),
  },
})

/** The document itself as a PDF (the certificate or report as issued), which the site offers for download. */
const documentField = (): UploadField => ({
  name: 'document',
  type: 'upload',
  relationTo: 'media',
  label: t('Dokument (PDF)', '文件（PDF）', 'Document (PDF)', 'Documento (PDF)', 'Document (PDF)', 'Documento (PDF)'),
  filterOptions: { mimeType: { equals: 'application/pdf' } },
})

export const Certificates: CollectionConfig = contentCollection({
  slug: 'certificates',
  labels: {
    singular: t('Zertifikat', '证书', 'Certificate', 'Certificato', 'Certificat', 'Certificado'),
    plural: t('Zertifikate', '资质证书', 'Certificates', 'Certificati', 'Certificats', 'Certificados'),
  },
  admin: { group: groups.company, useAsTitle: 'caption', defaultColumns: ['caption', 'group', 'number', 'order'] },
  fields: [
    {
      name: 'group',
      type: 'select',
      label: L.group,
      required: true,
      index: true,
      options: certificateGroups.map((value) => ({ value, label: certificateGroupLabels[value] })),
      admin: { position: 'sidebar' },
    },
    localizedText('caption', L.caption, { required: true, description: help.productMention }),
    { name: 'number', type: 'text', label: L.number },
    imageField('image', { required: true }),
    documentField(),
    validUntilField(),
    coveredProducts(),
    orderField(),
  ],
})

export const TestReports: CollectionConfig = contentCollection({
  slug: 'test-reports',
  labels: {
    singular: t('Prüfbericht', '检测报告', 'Test report', 'Rapporto di prova', 'Rapport d’essai', 'Informe de ensayo'),
    plural: t(
      'Prüfberichte',
      '检测报告',
      'Test reports',
      'Rapporti di prova',
      'Rapports d’essai',
      'Informes de ensayo',
    ),
  },
  admin: { group: groups.company, useAsTitle: 'title', defaultColumns: ['title', 'number', 'year'] },
  fields: [
    localizedText('title', L.title, { required: true }),
    { name: 'number', type: 'text', label: L.number },
    { name: 'year', type: 'number', label: L.year, min: 1990, max: 2100 },
    documentField(),
    validUntilField(),
    coveredProducts(),
    orderField(),
  ],
})
