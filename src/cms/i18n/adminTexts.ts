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

/** Payload's admin texts as the project words them, per admin language (`i18n.translations`). */
export const adminTexts = {
  // Payload's German says "du"; the project says "Sie".
  de: { ...germanSie, general: { ...germanSie.general, payloadSettings: settingsTitle.de } },
  zh: { general: { payloadSettings: settingsTitle.zh } },
  en: { general: { payloadSettings: settingsTitle.en } },
  it: { general: { payloadSettings: settingsTitle.it } },
  fr: { general: { payloadSettings: settingsTitle.fr } },
  es: { general: { payloadSettings: settingsTitle.es } },
}
