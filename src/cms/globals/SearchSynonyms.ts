import type { GlobalConfig, TextFieldSingleValidation } from 'payload'

import { pageGlobal } from '@/cms/globals/pageGlobal'
import { groups, inAdminLanguage, t } from '@/cms/labels'
import { splitSynonyms, SYNONYM_MAX_LENGTH, SYNONYMS_MAX } from '@/lib/search/synonyms'

const tooLong = t(
  'Höchstens {max} Begriffe je Gruppe, jeder höchstens {length} Zeichen lang.',
  '每组最多 {max} 个词，每个词最多 {length} 个字符。',
  'At most {max} terms per group, each at most {length} characters long.',
  'Al massimo {max} termini per gruppo, ciascuno di al massimo {length} caratteri.',
  'Au plus {max} termes par groupe, chacun d’au plus {length} caractères.',
  'Como máximo {max} términos por grupo, cada uno de {length} caracteres como máximo.',
)

const validWords: TextFieldSingleValidation = (value, { req }) => {
  const words = splitSynonyms(value ?? '')
  return words.length <= SYNONYMS_MAX && words.every((w) => w.length <= SYNONYM_MAX_LENGTH)
    ? true
    : inAdminLanguage(tooLong, req, { max: SYNONYMS_MAX, length: SYNONYM_MAX_LENGTH })
}

/**
 * The site search's synonyms: groups of words that mean the same, per language (`Toilette, WC,
 * Klo`; `坐便器, 马桶`). A search for any word of a group also finds the others. A group may
 * hold words in some languages only; published like every text, in force within seconds.
 */
export const SearchSynonyms: GlobalConfig = pageGlobal(
  'search-synonyms',
  t(
    'Suchbegriffe',
    '搜索同义词',
    'Search synonyms',
    'Sinonimi di ricerca',
    'Synonymes de recherche',
    'Sinónimos de búsqueda',
  ),
  [
    {
      name: 'groups',
      type: 'array',
      label: t('Gruppen', '同义词组', 'Groups', 'Gruppi', 'Groupes', 'Grupos'),
      labels: {
        singular: t('Gruppe', '同义词组', 'Group', 'Gruppo', 'Groupe', 'Grupo'),
        plural: t('Gruppen', '同义词组', 'Groups', 'Gruppi', 'Groupes', 'Grupos'),
      },
      admin: {
        description: t(
          'Wörter, die dasselbe meinen, durch Kommas getrennt: Wer eines sucht, findet alle. Jede Sprache hat ihre eigenen Wörter; eine Sprache ohne Eintrag bleibt frei.',
          '含义相同的词，用逗号分隔：搜索其中任何一个，都能找到全部。每种语言有各自的词；未填写的语言不受影响。',
          'Words that mean the same, separated by commas: a search for one finds them all. Each language has its own words; a language left empty is not affected.',
          'Parole che significano la stessa cosa, separate da virgole: chi ne cerca una le trova tutte. Ogni lingua ha le sue parole; una lingua lasciata vuota non ne risente.',
          'Des mots de même sens, séparés par des virgules : qui en cherche un les trouve tous. Chaque langue a ses propres mots ; une langue laissée vide n’est pas concernée.',
          'Palabras que significan lo mismo, separadas por comas: quien busca una las encuentra todas. Cada idioma tiene sus propias palabras; un idioma sin entrada no se ve afectado.',
        ),
      },
      fields: [
        {
          name: 'words',
          type: 'text',
          localized: true,
          label: t('Wörter', '词语', 'Words', 'Parole', 'Mots', 'Palabras'),
          validate: validWords,
        },
      ],
    },
  ],
  groups.site,
)
