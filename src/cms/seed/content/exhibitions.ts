import type { ExhibitionSeed, L } from './types'

const guangzhou: L = {
  de: 'Guangzhou',
  zh: '广州',
  en: 'Guangzhou',
  it: 'Guangzhou',
  fr: 'Guangzhou',
  es: 'Guangzhou',
}

export const exhibitions: readonly ExhibitionSeed[] = [
  {
    year: 2020,
    name: {
      de: 'KBIS – Kitchen & Bath Industry Show',
      zh: '美国国际厨卫展',
      en: 'KBIS – Kitchen & Bath Industry Show',
      it: 'KBIS – Kitchen & Bath Industry Show',
      fr: 'KBIS – Kitchen & Bath Industry Show',
      es: 'KBIS – Kitchen & Bath Industry Show',
    },
    city: { de: 'Las Vegas', zh: '拉斯维加斯', en: 'Las Vegas', it: 'Las Vegas', fr: 'Las Vegas', es: 'Las Vegas' },
  },
  {
    year: 2020,
    name: {
      de: 'CBD Fair – Internationale Messe für Bau und Innenausbau',
      zh: '中国（广州）国际建筑装饰博览会',
      en: 'CBD Fair – China International Building Decoration Fair',
      it: 'CBD Fair – Fiera internazionale dell’edilizia e delle finiture d’interni',
      fr: 'CBD Fair – Salon international du bâtiment et de la décoration intérieure',
      es: 'CBD Fair – Feria internacional de construcción y decoración de interiores',
    },
    city: guangzhou,
  },
  {
    year: 2019,
    name: {
      de: 'ISH – Weltleitmesse für Wasser, Wärme, Luft',
      zh: '法兰克福国际卫浴及暖通空调展',
      en: "ISH – the world's leading trade fair for water, heat and air",
      it: 'ISH – la fiera leader mondiale per acqua, calore e aria',
      fr: 'ISH – le salon international de l’eau, du chauffage et de la climatisation',
      es: 'ISH – la feria líder mundial del agua, la calefacción y la climatización',
    },
    city: {
      de: 'Frankfurt am Main',
      zh: '法兰克福',
      en: 'Frankfurt',
      it: 'Francoforte sul Meno',
      fr: 'Francfort-sur-le-Main',
      es: 'Fráncfort del Meno',
    },
  },
  {
    year: 2019,
    name: {
      de: 'BAU – Weltleitmesse für Architektur, Materialien, Systeme',
      zh: '慕尼黑国际建筑及建材博览会',
      en: "BAU – the world's leading trade fair for architecture, materials and systems",
      it: 'BAU – la fiera leader mondiale per architettura, materiali e sistemi',
      fr: 'BAU – le salon mondial de l’architecture, des matériaux et des systèmes',
      es: 'BAU – la feria líder mundial de arquitectura, materiales y sistemas',
    },
    city: { de: 'München', zh: '慕尼黑', en: 'Munich', it: 'Monaco di Baviera', fr: 'Munich', es: 'Múnich' },
  },
  {
    year: 2019,
    name: {
      de: 'KBC – Internationale Küchen- und Badmesse China',
      zh: '中国国际厨房、卫浴设施展览会',
      en: 'KBC – Kitchen & Bath China',
      it: 'KBC – Fiera internazionale della cucina e del bagno in Cina',
      fr: 'KBC – Salon international de la cuisine et de la salle de bains en Chine',
      es: 'KBC – Feria internacional de cocina y baño de China',
    },
    city: { de: 'Shanghai', zh: '上海', en: 'Shanghai', it: 'Shanghai', fr: 'Shanghai', es: 'Shanghái' },
  },
  {
    year: 2019,
    name: {
      de: 'The Big 5 – Baumesse für den Nahen Osten',
      zh: '迪拜五大行业展',
      en: 'The Big 5 – construction show for the Middle East',
      it: 'The Big 5 – fiera dell’edilizia per il Medio Oriente',
      fr: 'The Big 5 – salon de la construction pour le Moyen-Orient',
      es: 'The Big 5 – feria de la construcción para Oriente Medio',
    },
    city: { de: 'Dubai', zh: '迪拜', en: 'Dubai', it: 'Dubai', fr: 'Dubaï', es: 'Dubái' },
  },
  {
    year: 2019,
    name: {
      de: 'Coverings – Internationale Fachmesse für Fliesen und Stein',
      zh: '美国国际石材瓷砖展',
      en: 'Coverings – the tile and stone exhibition',
      it: 'Coverings – fiera della ceramica e della pietra naturale',
      fr: 'Coverings – salon du carrelage et de la pierre naturelle',
      es: 'Coverings – feria de cerámica y piedra natural',
    },
    city: { de: 'Orlando', zh: '奥兰多', en: 'Orlando', it: 'Orlando', fr: 'Orlando', es: 'Orlando' },
  },
  {
    year: 2019,
    name: {
      de: 'Canton Fair – Chinesische Import- und Exportmesse',
      zh: '中国进出口商品交易会（广交会）',
      en: 'Canton Fair – China Import and Export Fair',
      it: 'Fiera di Canton – Fiera cinese dell’import-export',
      fr: 'Foire de Canton – Foire chinoise d’import-export',
      es: 'Feria de Cantón – Feria de Importación y Exportación de China',
    },
    city: guangzhou,
  },
  {
    year: 2018,
    name: {
      de: 'Cersaie – Internationale Ausstellung für Keramik und Badausstattung',
      zh: '博洛尼亚国际陶瓷卫浴展',
      en: 'Cersaie – international exhibition of ceramic tile and bathroom furnishings',
      it: 'Cersaie – Salone internazionale della ceramica per l’architettura e dell’arredobagno',
      fr: 'Cersaie – salon international de la céramique et de l’équipement de salle de bains',
      es: 'Cersaie – salón internacional de la cerámica y el equipamiento de baño',
    },
    city: { de: 'Bologna', zh: '博洛尼亚', en: 'Bologna', it: 'Bologna', fr: 'Bologne', es: 'Bolonia' },
  },
  {
    year: 2018,
    name: {
      de: 'Salone del Mobile.Milano – Internationale Badausstellung',
      zh: '米兰国际家具展·国际卫浴展',
      en: 'Salone del Mobile.Milano – International Bathroom Exhibition',
      it: 'Salone del Mobile.Milano – Salone Internazionale del Bagno',
      fr: 'Salone del Mobile.Milano – Salon international de la salle de bains',
      es: 'Salone del Mobile.Milano – Salón internacional del baño',
    },
    city: { de: 'Mailand', zh: '米兰', en: 'Milan', it: 'Milano', fr: 'Milan', es: 'Milán' },
  },
  {
    year: 2018,
    name: {
      de: 'MosBuild – Internationale Bau- und Innenausbaumesse',
      zh: '莫斯科国际建材展',
      en: 'MosBuild – international building and interiors exhibition',
      it: 'MosBuild – fiera internazionale dell’edilizia e degli interni',
      fr: 'MosBuild – salon international du bâtiment et de l’aménagement intérieur',
      es: 'MosBuild – feria internacional de construcción e interiorismo',
    },
    city: { de: 'Moskau', zh: '莫斯科', en: 'Moscow', it: 'Mosca', fr: 'Moscou', es: 'Moscú' },
  },
  {
    year: 2017,
    name: {
      de: 'Batimat – Internationale Baufachmesse',
      zh: '巴黎国际建筑建材展',
      en: 'Batimat – international construction trade show',
      it: 'Batimat – salone internazionale dell’edilizia',
      fr: 'Batimat – Mondial du Bâtiment',
      es: 'Batimat – salón internacional de la construcción',
    },
    city: { de: 'Paris', zh: '巴黎', en: 'Paris', it: 'Parigi', fr: 'Paris', es: 'París' },
  },
]
