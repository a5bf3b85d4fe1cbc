import type { ShowroomCountrySeed } from './types'

export const showroomCountries: readonly ShowroomCountrySeed[] = [
  {
    code: 'CN',
    name: {
      de: 'China',
      zh: '中国',
      en: 'China',
      it: 'Cina',
      fr: 'Chine',
      es: 'China',
    },
  },
  {
    code: 'DE',
    name: {
      de: 'Deutschland',
      zh: '德国',
      en: 'Germany',
      it: 'Germania',
      fr: 'Allemagne',
      es: 'Alemania',
    },
  },
  {
    code: 'FR',
    name: {
      de: 'Frankreich',
      zh: '法国',
      en: 'France',
      it: 'Francia',
      fr: 'France',
      es: 'Francia',
    },
  },
  {
    code: 'GB',
    name: {
      de: 'England',
      zh: '英国',
      en: 'United Kingdom',
      it: 'Regno Unito',
      fr: 'Angleterre',
      es: 'Inglaterra',
    },
  },
  {
    code: 'IT',
    name: {
      de: 'Italien',
      zh: '意大利',
      en: 'Italy',
      it: 'Italia',
      fr: 'Italie',
      es: 'Italia',
    },
  },
  {
    code: 'DK',
    name: {
      de: 'Dänemark',
      zh: '丹麦',
      en: 'Denmark',
      it: 'Danimarca',
      fr: 'Danemark',
      es: 'Dinamarca',
    },
  },
  {
    code: 'ES',
    name: {
      de: 'Spanien',
      zh: '西班牙',
      en: 'Spain',
      it: 'Spagna',
      fr: 'Espagne',
      es: 'España',
    },
  },
  {
    code: 'RU',
    name: {
      de: 'Russland',
      zh: '俄罗斯',
      en: 'Russia',
      it: 'Russia',
      fr: 'Russie',
      es: 'Rusia',
    },
  },
  {
    code: 'BE',
    name: {
      de: 'Belgien',
      zh: '比利时',
      en: 'Belgium',
      it: 'Belgio',
      fr: 'Belgique',
      es: 'Bélgica',
    },
  },
  {
    code: 'SE',
    name: {
      de: 'Schweden',
      zh: '瑞典',
      en: 'Sweden',
      it: 'Svezia',
      fr: 'Suède',
      es: 'Suecia',
    },
  },
]
