import type { CollectionConfig } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText, orderField, picturesField, slugField } from '@/cms/fields/common'
import { seoField } from '@/cms/fields/seo'
import { groups, L, t } from '@/cms/labels'

/**
 * A series: one design line whose products may sit in several categories (a basin, its vanity
 * and its tap). Every product belongs to one; its page lists them (`/<locale>/series/<slug>`).
 */
export const Series: CollectionConfig = contentCollection({
  slug: 'series',
  labels: {
    singular: t('Serie', '系列', 'Series', 'Serie', 'Collection', 'Serie'),
    plural: t('Serien', '系列', 'Series', 'Serie', 'Collections', 'Series'),
  },
  admin: { group: groups.catalogue, useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  fields: [
    localizedText('title', L.title, {
      required: true,
      description: t(
        'Der Name der Serie ohne das Wort „Serie“ (die Seite ergänzt es), z. B. „Luna“.',
        '系列名称，不含“系列”二字（页面会自动加上），例如“Luna”。',
        'The series’ name without the word “series” (the page adds it), e.g. “Luna”.',
        'Il nome della serie senza la parola “serie” (la pagina la aggiunge), ad es. “Luna”.',
        'Le nom de la collection sans le mot « collection » (la page l’ajoute), p. ex. « Luna ».',
        'El nombre de la serie sin la palabra «serie» (la página la añade), p. ej. «Luna».',
      ),
    }),
    slugField(),
    localizedText(
      'story',
      t(
        'Idee der Serie',
        '系列理念',
        'The idea of the series',
        'L’idea della serie',
        'L’idée de la collection',
        'La idea de la serie',
      ),
      { long: true },
    ),
    picturesField({
      description: t(
        'Leer lassen, um die Bilder der Produkte zu zeigen.',
        '留空则显示该系列产品的图片。',
        'Leave empty to show the products’ pictures.',
        'Lasciare vuoto per mostrare le immagini dei prodotti.',
        'Laisser vide pour montrer les images des produits.',
        'Déjelo vacío para mostrar las imágenes de los productos.',
      ),
    }),
    orderField(),
    seoField(),
  ],
})
