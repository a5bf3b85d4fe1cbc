import type { Field } from 'payload'

import { NO_SVG } from '@/cms/fields/common'
import { t } from '@/cms/labels'

/** Longest meta description search engines show in full. */
export const META_DESCRIPTION_MAX = 160

/**
 * What search engines and shared links show of a page, per language. Empty fields fall back to
 * the page's own heading, introduction and image, so editors fill them only to say it differently.
 */
export function seoField({ localized = true }: { localized?: boolean } = {}): Field {
  return {
    name: 'seo',
    type: 'group',
    label: t(
      'Suchmaschinen und Teilen',
      '搜索引擎与分享',
      'Search engines and sharing',
      'Motori di ricerca e condivisione',
      'Moteurs de recherche et partage',
      'Buscadores y compartir',
    ),
    admin: {
      description: t(
        'Optional. Leer gelassen, gelten Überschrift, Einleitung und Bild der Seite.',
        '可选。留空时使用页面的标题、导语和图片。',
        'Optional. Left empty, the page’s heading, introduction and image are used.',
        'Facoltativo. Se vuoti, valgono titolo, introduzione e immagine della pagina.',
        'Facultatif. Laissés vides, le titre, l’introduction et l’image de la page s’appliquent.',
        'Opcional. Si se dejan vacíos, se usan el título, la introducción y la imagen de la página.',
      ),
    },
    fields: [
      {
        name: 'title',
        type: 'text',
        localized,
        maxLength: 70,
        label: t(
          'Seitentitel',
          '页面标题',
          'Page title',
          'Titolo della pagina',
          'Titre de la page',
          'Título de la página',
        ),
      },
      {
        name: 'description',
        type: 'textarea',
        localized,
        maxLength: META_DESCRIPTION_MAX,
        label: t(
          'Beschreibung für Suchergebnisse',
          '搜索结果描述',
          'Description for search results',
          'Descrizione per i risultati di ricerca',
          'Description pour les résultats de recherche',
          'Descripción para los resultados de búsqueda',
        ),
      },
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        // Social networks show no SVG.
        filterOptions: NO_SVG,
        label: t(
          'Bild beim Teilen',
          '分享图片',
          'Image when shared',
          'Immagine per la condivisione',
          'Image de partage',
          'Imagen al compartir',
        ),
      },
    ],
  }
}
