import type { Access, CollectionConfig } from 'payload'

import { canEditContent, isAdmin } from '@/cms/access/roles'
import { groups, languageOptions, t } from '@/cms/labels'

/** The memory's table: one row per sentence pair (German → a language), found by `key`. */
export const MEMORY_COLLECTION = 'translation-memory'

/** Editors and translators read the memory (their matches); what goes in is published or imported by an admin. */
const staffWhoTranslate: Access = (args) => canEditContent(args)

/**
 * The translation memory: every sentence of a published translation the board counts as current,
 * with its German source (renewed after each publish and nightly by `renewTranslationMemory`), and
 * what an agency's TMX brought in. The translation form shows the best matches beside each field.
 */
export const TranslationMemory: CollectionConfig = {
  slug: MEMORY_COLLECTION,
  labels: {
    singular: t(
      'Übersetzungsspeicher-Eintrag',
      '翻译记忆条目',
      'Translation memory entry',
      'Voce della memoria di traduzione',
      'Entrée de la mémoire de traduction',
      'Entrada de la memoria de traducción',
    ),
    plural: t(
      'Übersetzungsspeicher',
      '翻译记忆库',
      'Translation memory',
      'Memoria di traduzione',
      'Mémoire de traduction',
      'Memoria de traducción',
    ),
  },
  admin: {
    group: groups.site,
    useAsTitle: 'source',
    defaultColumns: ['source', 'target', 'targetLanguage', 'origin', 'updatedAt'],
    description: t(
      'Jeder Satz einer veröffentlichten, aktuellen Übersetzung mit seinem deutschen Quellsatz, nach jeder Veröffentlichung und nachts erneuert, dazu TMX-Importe. Das Übersetzungsformular zeigt neben jedem Feld die besten Treffer.',
      '每个已发布且为最新的译文句子及其德语原句，每次发布后及每晚更新，另含 TMX 导入内容。翻译表单在每个字段旁显示最佳匹配。',
      'Every sentence of a published, current translation with its German source sentence, renewed after each publish and nightly, plus TMX imports. The translation form shows the best matches beside each field.',
      'Ogni frase di una traduzione pubblicata e aggiornata con la frase tedesca di partenza, rinnovata dopo ogni pubblicazione e di notte, più le importazioni TMX. Il modulo di traduzione mostra accanto a ogni campo le corrispondenze migliori.',
      'Chaque phrase d’une traduction publiée et à jour avec sa phrase source allemande, renouvelée après chaque publication et la nuit, plus les imports TMX. Le formulaire de traduction affiche à côté de chaque champ les meilleures correspondances.',
      'Cada frase de una traducción publicada y al día con su frase de origen en alemán, renovada tras cada publicación y por la noche, más las importaciones TMX. El formulario de traducción muestra junto a cada campo las mejores coincidencias.',
    ),
  },
  access: { read: staffWhoTranslate, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Rows are written by the renewal and imports, not edited in a form: nothing to lock.
  lockDocuments: false,
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'sourceLanguage',
      type: 'select',
      label: t(
        'Ausgangssprache',
        '源语言',
        'Source language',
        'Lingua di partenza',
        'Langue source',
        'Idioma de origen',
      ),
      required: true,
      defaultValue: 'de',
      options: languageOptions,
    },
    {
      name: 'targetLanguage',
      type: 'select',
      label: t('Zielsprache', '目标语言', 'Target language', 'Lingua di arrivo', 'Langue cible', 'Idioma de destino'),
      required: true,
      index: true,
      options: languageOptions,
    },
    {
      name: 'source',
      type: 'textarea',
      label: t('Quellsatz', '源句', 'Source sentence', 'Frase di partenza', 'Phrase source', 'Frase de origen'),
      required: true,
    },
    {
      name: 'target',
      type: 'textarea',
      label: t('Übersetzung', '译文', 'Translation', 'Traduzione', 'Traduction', 'Traducción'),
      required: true,
    },
    // Target language and normalized source sentence: the same sentence again replaces its translation.
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    {
      name: 'origin',
      type: 'text',
      label: t('Herkunft', '来源', 'Origin', 'Provenienza', 'Origine', 'Origen'),
      admin: {
        description: t(
          'Dokument und Feld (products/42/description) oder „tmx“ für einen Import.',
          '文档与字段（products/42/description），或表示导入的“tmx”。',
          'Document and field (products/42/description), or “tmx” for an import.',
          'Documento e campo (products/42/description), oppure «tmx» per un’importazione.',
          'Document et champ (products/42/description), ou «\u00a0tmx\u00a0» pour un import.',
          'Documento y campo (products/42/description), o «tmx» para una importación.',
        ),
      },
    },
  ],
}
