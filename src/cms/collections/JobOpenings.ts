import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText, orderField, slugField } from '@/cms/fields/common'
import { scheduleClosingOnPublish } from '@/cms/jobs/closeOpenings'
import { groups, help, L, t, vocabularyOptions } from '@/cms/labels'
import { employmentTypes } from '@/lib/vocabularies'

export const JobOpenings: CollectionConfig = contentCollection({
  slug: 'job-openings',
  labels: {
    singular: t('Stellenangebot', '招聘职位', 'Job opening', 'Posizione aperta', 'Offre d’emploi', 'Oferta de empleo'),
    plural: t(
      'Stellenangebote',
      '招聘职位',
      'Job openings',
      'Posizioni aperte',
      'Offres d’emploi',
      'Ofertas de empleo',
    ),
  },
  // Its closing is queued for the moment it passes, so the site drops it then by itself.
  hooks: { afterChange: [scheduleClosingOnPublish] },
  admin: {
    group: groups.company,
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'validThrough', '_status'],
  },
  fields: [
    localizedText('title', L.title, { required: true }),
    slugField(),
    {
      name: 'legacyValue',
      type: 'text',
      label: t(
        'Alter Wert (Formular)',
        '旧版取值（表单）',
        'Legacy value (form)',
        'Valore storico (modulo)',
        'Valeur historique (formulaire)',
        'Valor heredado (formulario)',
      ),
      admin: { position: 'sidebar', description: help.legacyValue },
    },
    localizedText('location', t('Arbeitsort', '工作地点', 'Location', 'Sede', 'Lieu', 'Ubicación'), { required: true }),
    {
      name: 'employmentType',
      type: 'select',
      label: t(
        'Anstellungsart',
        '用工类型',
        'Employment type',
        'Tipo di contratto',
        'Type de contrat',
        'Tipo de contrato',
      ),
      required: true,
      defaultValue: 'FULL_TIME',
      options: vocabularyOptions(employmentTypes, {
        FULL_TIME: t('Vollzeit', '全职', 'Full-time', 'Tempo pieno', 'Temps plein', 'Jornada completa'),
        PART_TIME: t('Teilzeit', '兼职', 'Part-time', 'Part-time', 'Temps partiel', 'Media jornada'),
        CONTRACTOR: t('Freie Mitarbeit', '合同制', 'Contractor', 'Collaborazione', 'Prestataire', 'Autónomo'),
        INTERN: t('Praktikum', '实习', 'Internship', 'Tirocinio', 'Stage', 'Prácticas'),
      }),
    },
    {
      name: 'datePosted',
      type: 'date',
      label: t(
        'Veröffentlicht am',
        '发布日期',
        'Date posted',
        'Data di pubblicazione',
        'Date de publication',
        'Fecha de publicación',
      ),
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'validThrough',
      type: 'date',
      label: t('Gültig bis', '有效期至', 'Valid through', 'Valida fino al', 'Valable jusqu’au', 'Válida hasta'),
      required: true,
      index: true,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: t(
          'Bewerbungen werden bis 24:00 Uhr deutscher Zeit an diesem Tag angenommen; danach verschwindet die Stelle von selbst von der Website.',
          '当天德国时间 24:00 前接受申请；之后该职位会自动从网站下线。',
          'Applications are taken until midnight German time on this day; then the opening leaves the website by itself.',
          'Le candidature sono accettate fino alla mezzanotte (ora tedesca) di questo giorno; poi la posizione scompare da sola dal sito.',
          'Les candidatures sont acceptées jusqu’à minuit, heure allemande, ce jour-là ; ensuite l’offre disparaît d’elle-même du site.',
          'Se aceptan candidaturas hasta la medianoche (hora alemana) de este día; después la oferta desaparece sola del sitio web.',
        ),
      },
    },
    localizedText('summary', L.summary, { long: true }),
    { name: 'description', type: 'richText', label: L.description, localized: true, required: true },
    orderField(),
  ],
})
