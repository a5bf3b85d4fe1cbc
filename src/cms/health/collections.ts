import type { CollectionConfig } from 'payload'

import { canEditContent, hasRole, nobody } from '@/cms/access/roles'
import { say } from '@/cms/components/translation/text'
import { groups, t } from '@/cms/labels'
import { localeNames, locales } from '@/i18n/locales'

import { healthLabels, healthTriggerLabels } from './labels'
import { HEALTH_REPORTS, healthTriggers, renewHealthReport } from './report'
import { SEARCH_MISSES } from './searchMisses'

const hiddenFromNav = { hidden: true, group: groups.admin }
/** Written by the server only (the job, the search page); read by the board. */
const boardAccess = { read: canEditContent, create: nobody, update: nobody, delete: nobody }

/** The content health board's reports: the newest is the board, renewed after each publish and nightly. */
export const HealthReports: CollectionConfig = {
  slug: HEALTH_REPORTS,
  labels: {
    singular: t(
      'Inhaltsprüfung',
      '内容检查',
      'Content check',
      'Verifica dei contenuti',
      'Contrôle des contenus',
      'Control de contenidos',
    ),
    plural: t(
      'Inhaltsprüfungen',
      '内容检查',
      'Content checks',
      'Verifiche dei contenuti',
      'Contrôles des contenus',
      'Controles de contenidos',
    ),
  },

  admin: { ...hiddenFromNav, useAsTitle: 'checkedAt', disableCopyToLocale: true },
  access: boardAccess,
  lockDocuments: false,
  defaultSort: '-checkedAt',
  endpoints: [
    {
      // The board's "check now": checks at once and leads back to the board.
      path: '/renew',
      method: 'post',
      handler: async (req) => {
        if (!hasRole(req, 'admin', 'editor'))
          return Response.json(
            { errors: [{ message: say(healthLabels.noAccess, req.i18n.language) }] },
            { status: 403 },
          )
        await renewHealthReport(req.payload, 'request')
        return new Response(null, { status: 303, headers: { location: `${req.payload.config.routes.admin}/health` } })
      },
    },
  ],
  fields: [
    {
      name: 'checkedAt',
      type: 'date',
      required: true,
      index: true,
      label: t('Geprüft am', '检查时间', 'Checked at', 'Verificato il', 'Vérifié le', 'Comprobado el'),
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      label: t('Anlass', '触发原因', 'Occasion', 'Occasione', 'Occasion', 'Motivo'),
      options: healthTriggers.map((value) => ({
        value,
        label: healthTriggerLabels[value],
      })),
    },
    {
      name: 'tookMs',
      type: 'number',
      label: t('Dauer (ms)', '耗时（毫秒）', 'Took (ms)', 'Durata (ms)', 'Durée (ms)', 'Duración (ms)'),
    },
    { name: 'report', type: 'json', label: t('Befunde', '检查结果', 'Findings', 'Risultati', 'Constats', 'Hallazgos') },
  ],
}

/**
 * The site search's queries that found nothing: query, language, day and how often, nothing about
 * who searched; kept 30 days (`./searchMisses.ts`).
 */
export const SearchMisses: CollectionConfig = {
  slug: SEARCH_MISSES,
  labels: {
    singular: t(
      'Erfolglose Suche',
      '无结果搜索',
      'Search without results',
      'Ricerca senza risultati',
      'Recherche sans résultat',
      'Búsqueda sin resultados',
    ),
    plural: t(
      'Erfolglose Suchen',
      '无结果搜索',
      'Searches without results',
      'Ricerche senza risultati',
      'Recherches sans résultat',
      'Búsquedas sin resultados',
    ),
  },
  admin: { ...hiddenFromNav, useAsTitle: 'query', disableCopyToLocale: true },
  access: boardAccess,
  lockDocuments: false,
  defaultSort: '-day',
  indexes: [{ fields: ['query', 'locale', 'day'], unique: true }],
  fields: [
    {
      name: 'query',
      type: 'text',
      required: true,
      maxLength: 100,
      label: t('Suchbegriff', '搜索词', 'Query', 'Termine cercato', 'Terme recherché', 'Término buscado'),
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      label: t('Sprache', '语言', 'Language', 'Lingua', 'Langue', 'Idioma'),
      options: locales.map((value) => ({ value, label: localeNames[value] })),
    },
    { name: 'day', type: 'text', required: true, index: true, label: t('Tag', '日期', 'Day', 'Giorno', 'Jour', 'Día') },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 1,
      label: t('Anzahl', '次数', 'Count', 'Numero', 'Nombre', 'Número'),
    },
  ],
}
