import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText } from '@/cms/fields/common'
import { countRevision, guideRevisionFields } from '@/cms/hooks/revision'
import { familyLabels, groups, t } from '@/cms/labels'
import { families } from '@/lib/vocabularies'

/**
 * The installation manual of a kind of product (one per family): safety notes, tools and drill
 * sizes, numbered steps, care. The site makes each product's manual from it in every language
 * (`/<locale>/product/<slug>[/<article>]/manual.pdf`), with the variant's drawing, its measures
 * and its parts list; a publish here revises every manual of the family.
 */
export const InstallationGuides: CollectionConfig = contentCollection({
  slug: 'installation-guides',
  labels: {
    singular: t(
      'Montageanleitung',
      '安装说明',
      'Installation guide',
      'Istruzioni di montaggio',
      'Notice de montage',
      'Instrucciones de montaje',
    ),
    plural: t(
      'Montageanleitungen',
      '安装说明',
      'Installation guides',
      'Istruzioni di montaggio',
      'Notices de montage',
      'Instrucciones de montaje',
    ),
  },
  hooks: { beforeChange: [countRevision] },
  admin: {
    group: groups.catalogue,
    useAsTitle: 'title',
    defaultColumns: ['title', 'family', '_status', 'updatedAt'],
    description: t(
      'Eine Anleitung je Produktart. Jedes Produkt erhält daraus seine Montageanleitung als PDF in allen Sprachen, mit Einbauzeichnung, Einbaumaßen und Stückliste des Produkts.',
      '每种产品一份说明。每个产品据此生成各语言的 PDF 安装说明，附该产品的安装图、安装尺寸和零件清单。',
      'One guide per kind of product. Every product’s installation manual is made from it as a PDF in every language, with the product’s drawing, installation measures and parts list.',
      'Una guida per tipo di prodotto. Da essa ogni prodotto riceve le sue istruzioni di montaggio in PDF in tutte le lingue, con disegno, misure di installazione e distinta del prodotto.',
      'Une notice par type de produit. Chaque produit en reçoit sa notice de montage en PDF dans toutes les langues, avec le plan, les cotes d’installation et la nomenclature du produit.',
      'Una guía por tipo de producto. Cada producto recibe de ella sus instrucciones de montaje en PDF en todos los idiomas, con el plano, las medidas de instalación y la lista de piezas del producto.',
    ),
  },
  defaultSort: 'family',
  fields: [
    localizedText('title', t('Titel', '标题', 'Title', 'Titolo', 'Titre', 'Título'), { required: true }),
    {
      name: 'family',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: t('Produktart', '产品类别', 'Kind of product', 'Tipo di prodotto', 'Type de produit', 'Tipo de producto'),
      options: families.map((value) => ({ value, label: familyLabels[value] })),
      admin: { position: 'sidebar' },
    },
    localizedText(
      'safety',
      t(
        'Sicherheitshinweise',
        '安全提示',
        'Safety notes',
        'Avvertenze di sicurezza',
        'Consignes de sécurité',
        'Indicaciones de seguridad',
      ),
      { long: true, required: true },
    ),
    {
      name: 'tools',
      type: 'array',
      label: t('Werkzeug', '所需工具', 'Tools', 'Attrezzi', 'Outillage', 'Herramientas'),
      labels: {
        singular: t('Werkzeug', '工具', 'Tool', 'Attrezzo', 'Outil', 'Herramienta'),
        plural: t('Werkzeuge', '工具', 'Tools', 'Attrezzi', 'Outils', 'Herramientas'),
      },
      admin: { initCollapsed: true, components: { RowLabel: '@/cms/components/GuideRowLabels#ToolRowLabel' } },
      fields: [
        localizedText('name', t('Bezeichnung', '名称', 'Name', 'Denominazione', 'Désignation', 'Denominación'), {
          required: true,
        }),
      ],
    },
    {
      name: 'drills',
      type: 'array',
      label: t(
        'Bohrdurchmesser',
        '钻孔直径',
        'Drill sizes',
        'Diametri di foratura',
        'Diamètres de perçage',
        'Diámetros de taladro',
      ),
      labels: {
        singular: t('Bohrung', '钻孔', 'Hole', 'Foro', 'Perçage', 'Taladro'),
        plural: t('Bohrungen', '钻孔', 'Holes', 'Fori', 'Perçages', 'Taladros'),
      },
      admin: { initCollapsed: true, components: { RowLabel: '@/cms/components/GuideRowLabels#DrillRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'diameter',
              type: 'number',
              required: true,
              min: 1,
              max: 200,
              label: t('Ø (mm)', '直径（毫米）', 'Ø (mm)', 'Ø (mm)', 'Ø (mm)', 'Ø (mm)'),
              admin: { step: 0.5, width: '20%' },
            },
            {
              ...localizedText('use', t('Wofür', '用途', 'What for', 'A che cosa serve', 'Pour quoi', 'Para qué'), {
                required: true,
              }),
              admin: { width: '80%' },
            } as never,
          ],
        },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      label: t('Arbeitsschritte', '安装步骤', 'Steps', 'Fasi di lavoro', 'Étapes', 'Pasos'),
      labels: {
        singular: t('Schritt', '步骤', 'Step', 'Fase', 'Étape', 'Paso'),
        plural: t('Schritte', '步骤', 'Steps', 'Fasi', 'Étapes', 'Pasos'),
      },
      admin: { components: { RowLabel: '@/cms/components/GuideRowLabels#StepRowLabel' } },
      fields: [
        localizedText('title', t('Titel', '标题', 'Title', 'Titolo', 'Titre', 'Título'), { required: true }),
        localizedText('text', t('Anweisung', '说明', 'Instruction', 'Istruzione', 'Instruction', 'Instrucción'), {
          long: true,
          required: true,
        }),
      ],
    },
    localizedText('care', t('Pflege', '保养', 'Care', 'Cura e pulizia', 'Entretien', 'Cuidado'), { long: true }),
    ...guideRevisionFields,
  ],
})
