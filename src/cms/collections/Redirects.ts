import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { groups, inAdminLanguage, t } from '@/cms/labels'
import { isRedirectTarget, normalizeRedirectPath } from '@/lib/redirectPaths'

const invalidFrom = t(
  'Ein Pfad der Website, beginnend mit / (z. B. /de/alte-seite), ohne ? und #.',
  '站内路径，以 / 开头（例如 /de/old-page），不含 ? 和 #。',
  'A path of the site, starting with / (e.g. /de/old-page), without ? and #.',
  'Un percorso del sito che inizia con / (ad es. /de/vecchia-pagina), senza ? e #.',
  'Un chemin du site commençant par / (p. ex. /de/ancienne-page), sans ? ni #.',
  'Una ruta del sitio que empiece por / (p. ej. /de/pagina-antigua), sin ? ni #.',
)
const invalidTo = t(
  'Ein Pfad der Website (/de/product) oder eine vollständige URL (https://…).',
  '站内路径（/de/product）或完整网址（https://…）。',
  'A path of the site (/de/product) or a full URL (https://…).',
  'Un percorso del sito (/de/product) o un URL completo (https://…).',
  'Un chemin du site (/de/product) ou une URL complète (https://…).',
  'Una ruta del sitio (/de/product) o una URL completa (https://…).',
)

type Req = { req?: { i18n?: { language?: string } } }

/**
 * Redirects editors add for old or moved addresses. They apply where the site would otherwise
 * answer 404, so they never hide a page that exists.
 */
export const Redirects: CollectionConfig = contentCollection({
  slug: 'redirects',
  labels: {
    singular: t('Weiterleitung', '重定向', 'Redirect', 'Reindirizzamento', 'Redirection', 'Redirección'),
    plural: t('Weiterleitungen', '重定向', 'Redirects', 'Reindirizzamenti', 'Redirections', 'Redirecciones'),
  },
  admin: {
    group: groups.site,
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'permanent', '_status'],
    description: t(
      'Alte oder verschobene Adressen auf eine Seite leiten. Gilt nur, wo es sonst keine Seite gäbe.',
      '将旧地址或已移动的地址引导至某个页面。仅在该地址没有页面时生效。',
      'Lead old or moved addresses to a page. Applies only where there would otherwise be no page.',
      'Porta indirizzi vecchi o spostati a una pagina. Vale solo dove altrimenti non ci sarebbe una pagina.',
      'Mène des adresses anciennes ou déplacées vers une page. Ne s’applique que là où il n’y aurait pas de page.',
      'Lleva direcciones antiguas o movidas a una página. Solo se aplica donde no habría otra página.',
    ),
  },
  defaultSort: 'from',
  fields: [
    {
      name: 'from',
      type: 'text',
      label: t('Von (Pfad)', '原路径', 'From (path)', 'Da (percorso)', 'De (chemin)', 'Desde (ruta)'),
      required: true,
      unique: true,
      index: true,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? (normalizeRedirectPath(value) ?? value) : value)],
      },
      validate: (value: unknown, { req }: Req) =>
        typeof value === 'string' && normalizeRedirectPath(value) === value ? true : inAdminLanguage(invalidFrom, req),
    },
    {
      name: 'to',
      type: 'text',
      label: t('Nach', '目标', 'To', 'A', 'Vers', 'Hacia'),
      required: true,
      validate: (value: unknown, { req }: Req) =>
        typeof value === 'string' && isRedirectTarget(value) ? true : inAdminLanguage(invalidTo, req),
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      label: t(
        'Dauerhaft (308)',
        '永久（308）',
        'Permanent (308)',
        'Permanente (308)',
        'Permanente (308)',
        'Permanente (308)',
      ),
      admin: {
        description: t(
          'Aus: vorübergehend (307); Suchmaschinen behalten dann die alte Adresse.',
          '关闭：临时（307），搜索引擎会保留旧地址。',
          'Off: temporary (307); search engines then keep the old address.',
          'Disattivato: temporaneo (307); i motori di ricerca mantengono il vecchio indirizzo.',
          'Désactivé : temporaire (307) ; les moteurs de recherche gardent l’ancienne adresse.',
          'Desactivado: temporal (307); los buscadores conservan la dirección antigua.',
        ),
      },
    },
  ],
})
