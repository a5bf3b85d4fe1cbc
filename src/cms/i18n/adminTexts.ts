import { germanSie } from './germanSie'

/**
 * The title of the account page's section with the admin's language and theme: Payload calls it
 * after itself ("Payload-Einstellungen", "Payload 设置"), a name the brand's staff do not know.
 */
const settingsTitle = {
  de: 'Darstellung und Sprache',
  zh: '显示与语言',
  en: 'Display and language',
  it: 'Aspetto e lingua',
  fr: 'Affichage et langue',
  es: 'Apariencia e idioma',
} as const

/**
 * Texts Payload writes into its code, which scripts/patch-payload-ui.mjs points at these keys:
 * the scheduling dialog's first choice of languages to publish (Payload's own key, which it words
 * "All locales", "Tutte le località", "Tous les paramètres régionaux"), and Live Preview's size
 * that fills its pane (a key of the project's).
 */
export const addedTexts = {
  allLocales: {
    de: 'Alle Sprachen',
    zh: '所有语言',
    en: 'All languages',
    it: 'Tutte le lingue',
    fr: 'Toutes les langues',
    es: 'Todos los idiomas',
  },
  fitToWindow: {
    de: 'Ganze Breite',
    zh: '铺满宽度',
    en: 'Full width',
    it: 'Tutta la larghezza',
    fr: 'Pleine largeur',
    es: 'Ancho completo',
  },
} as const

const general = (code: keyof typeof settingsTitle) => ({
  payloadSettings: settingsTitle[code],
  allLocales: addedTexts.allLocales[code],
  fitToWindow: addedTexts.fitToWindow[code],
})

/** Payload's admin texts as the project words them, per admin language (`i18n.translations`). */
export const adminTexts = {
  // Payload's German says "du"; the project says "Sie".
  de: { ...germanSie, general: { ...germanSie.general, ...general('de') } },
  zh: { general: general('zh') },
  en: { general: general('en') },
  it: { general: general('it') },
  fr: { general: general('fr') },
  es: { general: general('es') },
}
