import type { CollectionConfig, Payload } from 'payload'

import { contentCollection } from '@/cms/collections/contentCollection'
import { localizedText } from '@/cms/fields/common'
import { groups, inAdminLanguage, L, t } from '@/cms/labels'

type Req = {
  req?: { i18n?: { language?: string }; payload?: Payload; context?: Record<string, unknown> }
}

const messages = {
  key: t(
    'Kleinbuchstaben, Ziffern und Bindestriche: der Schlüssel eines Markts aus den Website-Einstellungen.',
    '小写字母、数字和连字符：网站设置中某个市场的键。',
    'Lower case, digits and hyphens: the key of a market in the site settings.',
    'Minuscole, cifre e trattini: la chiave di un mercato delle impostazioni del sito.',
    'Minuscules, chiffres et tirets : la clé d’un marché des paramètres du site.',
    'Minúsculas, dígitos y guiones: la clave de un mercado de los ajustes del sitio.',
  ),
  unknown: t(
    'Einen Markt „{key}“ gibt es in den Website-Einstellungen nicht (Märkte: {keys}).',
    '网站设置中没有市场“{key}”（现有市场：{keys}）。',
    'The site settings have no market “{key}” (markets: {keys}).',
    'Le impostazioni del sito non hanno un mercato “{key}” (mercati: {keys}).',
    'Les paramètres du site n’ont pas de marché « {key} » (marchés : {keys}).',
    'Los ajustes del sitio no tienen un mercado «{key}» (mercados: {keys}).',
  ),
}

/** A market's key, as the site settings list it. */
async function validateMarket(value: unknown, { req }: Req): Promise<true | string> {
  if (typeof value !== 'string' || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(value)) return inAdminLanguage(messages.key, req)
  // The demo content makes its guarantees before the site settings that list their markets.
  if (!req?.payload || req.context?.skipMarketCheck) return true
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req: req as never,
  })
  const keys = (settings.markets ?? []).map((m) => m.key)
  return keys.includes(value)
    ? true
    : inAdminLanguage(messages.unknown, req, { key: value, keys: keys.join(', ') || '–' })
}

/**
 * The guarantee of one market (a market of the site settings: which countries it takes): who
 * gives it, what it covers, how to claim it. Its page (`/<locale>/guarantee/<market>`) adds how
 * long it runs (the company fact `warranty_years`, the figure every "3 years' guarantee" on the
 * site reads), where it applies (the market's countries) and that it leaves the buyer's statutory
 * rights unaffected, so those cannot be edited away. Every claim of the guarantee on the site
 * links the guarantee of its language's market.
 */
export const Guarantees: CollectionConfig = contentCollection({
  slug: 'guarantees',
  labels: {
    singular: t('Garantie', '质保', 'Guarantee', 'Garanzia', 'Garantie', 'Garantía'),
    plural: t('Garantien', '质保', 'Guarantees', 'Garanzie', 'Garanties', 'Garantías'),
  },
  admin: {
    group: groups.site,
    useAsTitle: 'title',
    defaultColumns: ['title', 'market', 'updatedAt'],
    description: t(
      'Eine Garantie je Markt der Website-Einstellungen. Laufzeit (Fakt „warranty_years“), Länder des Markts und der Hinweis auf die gesetzlichen Rechte stehen automatisch auf der Seite.',
      '网站设置中每个市场一份质保。质保期（事实“warranty_years”）、市场所含国家以及法定权利提示会自动显示在页面上。',
      'One guarantee per market of the site settings. Its length (the fact “warranty_years”), the market’s countries and the note on statutory rights appear on the page by themselves.',
      'Una garanzia per ogni mercato delle impostazioni del sito. Durata (il dato “warranty_years”), paesi del mercato e l’avviso sui diritti di legge compaiono da sé sulla pagina.',
      'Une garantie par marché des paramètres du site. Sa durée (le fait « warranty_years »), les pays du marché et la mention des droits légaux s’affichent d’eux-mêmes sur la page.',
      'Una garantía por mercado de los ajustes del sitio. Su duración (el dato «warranty_years»), los países del mercado y la nota sobre los derechos legales aparecen solos en la página.',
    ),
  },
  defaultSort: 'market',
  fields: [
    {
      name: 'market',
      type: 'text',
      label: t(
        'Markt (Schlüssel)',
        '市场（键）',
        'Market (key)',
        'Mercato (chiave)',
        'Marché (clé)',
        'Mercado (clave)',
      ),
      required: true,
      unique: true,
      index: true,
      validate: validateMarket as never,
      admin: { position: 'sidebar' },
    },
    localizedText('title', L.title, { required: true }),
    {
      name: 'guarantor',
      type: 'relationship',
      relationTo: 'offices',
      required: true,
      label: t('Garantiegeber', '质保提供方', 'Guarantor', 'Garante', 'Garant', 'Garante'),
      admin: {
        description: t(
          'Das Unternehmen, das die Garantie gibt; Name und Anschrift des Standorts stehen auf der Seite.',
          '提供质保的公司；页面显示该地点的名称和地址。',
          'The company that gives the guarantee; the office’s name and address appear on the page.',
          'L’azienda che dà la garanzia; nome e indirizzo della sede compaiono sulla pagina.',
          'L’entreprise qui donne la garantie ; le nom et l’adresse du site figurent sur la page.',
          'La empresa que da la garantía; el nombre y la dirección de la sede aparecen en la página.',
        ),
      },
    },
    {
      name: 'covers',
      type: 'richText',
      localized: true,
      required: true,
      label: t('Was sie abdeckt', '质保范围', 'What it covers', 'Che cosa copre', 'Ce qu’elle couvre', 'Qué cubre'),
    },
    {
      name: 'claim',
      type: 'richText',
      localized: true,
      required: true,
      label: t(
        'So machen Sie sie geltend',
        '如何申请质保',
        'How to claim',
        'Come farla valere',
        'Comment la faire valoir',
        'Cómo reclamarla',
      ),
    },
  ],
})
