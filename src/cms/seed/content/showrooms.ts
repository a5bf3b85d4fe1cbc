/**
 * The demo showrooms: the brand's ten (the home page's "In 10 Showrooms", Munich's of the news
 * among them) and dealers' exhibitions and installers' studios in the home page's ten countries
 * and in Austria and Switzerland. Dealers' names are made up; web and e-mail addresses are
 * `.example`; telephone numbers are given only where a range is kept free for fiction (the UK's
 * Ofcom drama numbers, France's 01 99 00), the brand's own European line elsewhere, none for
 * dealers without such a range. Positions are WGS-84, to a few hundred metres.
 */
import type { ShowroomKind, ShowroomTimeZone, SpokenLanguage, Weekday } from '@/lib/vocabularies'

import type { L } from './types'

export type ShowroomSeed = {
  readonly slug: string
  readonly kind: ShowroomKind
  readonly name: L
  readonly street: L
  readonly postcode: string
  readonly city: L
  readonly country: string
  readonly lat: number
  readonly lng: number
  readonly timeZone: ShowroomTimeZone
  readonly languages: readonly SpokenLanguage[]
  readonly phone?: string
  readonly email: string
  readonly website?: string
  /** series on display, by slug; every series where the list is absent */
  readonly series?: readonly string[]
  readonly stepFree: boolean
}

const same = (text: string): L => ({ de: text, zh: text, en: text, it: text, fr: text, es: text })
const l = (de: string, zh: string, en: string, it: string, fr: string, es: string): L => ({ de, zh, en, it, fr, es })

/** Cities as each language names them. */
const C = {
  hangzhou: l('Hangzhou', '杭州', 'Hangzhou', 'Hangzhou', 'Hangzhou', 'Hangzhou'),
  shanghai: l('Shanghai', '上海', 'Shanghai', 'Shanghai', 'Shanghai', 'Shanghái'),
  beijing: l('Peking', '北京', 'Beijing', 'Pechino', 'Pékin', 'Pekín'),
  shenzhen: l('Shenzhen', '深圳', 'Shenzhen', 'Shenzhen', 'Shenzhen', 'Shenzhen'),
  chengdu: l('Chengdu', '成都', 'Chengdu', 'Chengdu', 'Chengdu', 'Chengdu'),
  frankfurt: l(
    'Frankfurt am Main',
    '法兰克福',
    'Frankfurt am Main',
    'Francoforte sul Meno',
    'Francfort-sur-le-Main',
    'Fráncfort del Meno',
  ),
  munich: l('München', '慕尼黑', 'Munich', 'Monaco di Baviera', 'Munich', 'Múnich'),
  hamburg: l('Hamburg', '汉堡', 'Hamburg', 'Amburgo', 'Hambourg', 'Hamburgo'),
  berlin: l('Berlin', '柏林', 'Berlin', 'Berlino', 'Berlin', 'Berlín'),
  cologne: l('Köln', '科隆', 'Cologne', 'Colonia', 'Cologne', 'Colonia'),
  stuttgart: l('Stuttgart', '斯图加特', 'Stuttgart', 'Stoccarda', 'Stuttgart', 'Stuttgart'),
  duesseldorf: l('Düsseldorf', '杜塞尔多夫', 'Düsseldorf', 'Düsseldorf', 'Düsseldorf', 'Düsseldorf'),
  leipzig: l('Leipzig', '莱比锡', 'Leipzig', 'Lipsia', 'Leipzig', 'Leipzig'),
  nuremberg: l('Nürnberg', '纽伦堡', 'Nuremberg', 'Norimberga', 'Nuremberg', 'Núremberg'),
  hanover: l('Hannover', '汉诺威', 'Hanover', 'Hannover', 'Hanovre', 'Hannover'),
  dresden: l('Dresden', '德累斯顿', 'Dresden', 'Dresda', 'Dresde', 'Dresde'),
  freiburg: l(
    'Freiburg im Breisgau',
    '弗莱堡',
    'Freiburg im Breisgau',
    'Friburgo in Brisgovia',
    'Fribourg-en-Brisgau',
    'Friburgo de Brisgovia',
  ),
  augsburg: l('Augsburg', '奥格斯堡', 'Augsburg', 'Augusta', 'Augsbourg', 'Augsburgo'),
  rosenheim: l('Rosenheim', '罗森海姆', 'Rosenheim', 'Rosenheim', 'Rosenheim', 'Rosenheim'),
  vienna: l('Wien', '维也纳', 'Vienna', 'Vienna', 'Vienne', 'Viena'),
  graz: l('Graz', '格拉茨', 'Graz', 'Graz', 'Graz', 'Graz'),
  salzburg: l('Salzburg', '萨尔茨堡', 'Salzburg', 'Salisburgo', 'Salzbourg', 'Salzburgo'),
  innsbruck: l('Innsbruck', '因斯布鲁克', 'Innsbruck', 'Innsbruck', 'Innsbruck', 'Innsbruck'),
  zurich: l('Zürich', '苏黎世', 'Zurich', 'Zurigo', 'Zurich', 'Zúrich'),
  basel: l('Basel', '巴塞尔', 'Basel', 'Basilea', 'Bâle', 'Basilea'),
  bern: l('Bern', '伯尔尼', 'Bern', 'Berna', 'Berne', 'Berna'),
  geneva: l('Genf', '日内瓦', 'Geneva', 'Ginevra', 'Genève', 'Ginebra'),
  paris: l('Paris', '巴黎', 'Paris', 'Parigi', 'Paris', 'París'),
  lyon: l('Lyon', '里昂', 'Lyon', 'Lione', 'Lyon', 'Lyon'),
  marseille: l('Marseille', '马赛', 'Marseille', 'Marsiglia', 'Marseille', 'Marsella'),
  bordeaux: l('Bordeaux', '波尔多', 'Bordeaux', 'Bordeaux', 'Bordeaux', 'Burdeos'),
  london: l('London', '伦敦', 'London', 'Londra', 'Londres', 'Londres'),
  manchester: l('Manchester', '曼彻斯特', 'Manchester', 'Manchester', 'Manchester', 'Mánchester'),
  birmingham: l('Birmingham', '伯明翰', 'Birmingham', 'Birmingham', 'Birmingham', 'Birmingham'),
  edinburgh: l('Edinburgh', '爱丁堡', 'Edinburgh', 'Edimburgo', 'Édimbourg', 'Edimburgo'),
  milan: l('Mailand', '米兰', 'Milan', 'Milano', 'Milan', 'Milán'),
  rome: l('Rom', '罗马', 'Rome', 'Roma', 'Rome', 'Roma'),
  turin: l('Turin', '都灵', 'Turin', 'Torino', 'Turin', 'Turín'),
  bologna: l('Bologna', '博洛尼亚', 'Bologna', 'Bologna', 'Bologne', 'Bolonia'),
  copenhagen: l('Kopenhagen', '哥本哈根', 'Copenhagen', 'Copenaghen', 'Copenhague', 'Copenhague'),
  aarhus: l('Aarhus', '奥胡斯', 'Aarhus', 'Aarhus', 'Aarhus', 'Aarhus'),
  madrid: l('Madrid', '马德里', 'Madrid', 'Madrid', 'Madrid', 'Madrid'),
  barcelona: l('Barcelona', '巴塞罗那', 'Barcelona', 'Barcellona', 'Barcelone', 'Barcelona'),
  valencia: l('Valencia', '瓦伦西亚', 'Valencia', 'Valencia', 'Valence', 'Valencia'),
  seville: l('Sevilla', '塞维利亚', 'Seville', 'Siviglia', 'Séville', 'Sevilla'),
  moscow: l('Moskau', '莫斯科', 'Moscow', 'Mosca', 'Moscou', 'Moscú'),
  petersburg: l(
    'Sankt Petersburg',
    '圣彼得堡',
    'Saint Petersburg',
    'San Pietroburgo',
    'Saint-Pétersbourg',
    'San Petersburgo',
  ),
  brussels: l('Brüssel', '布鲁塞尔', 'Brussels', 'Bruxelles', 'Bruxelles', 'Bruselas'),
  antwerp: l('Antwerpen', '安特卫普', 'Antwerp', 'Anversa', 'Anvers', 'Amberes'),
  ghent: l('Gent', '根特', 'Ghent', 'Gand', 'Gand', 'Gante'),
  stockholm: l('Stockholm', '斯德哥尔摩', 'Stockholm', 'Stoccolma', 'Stockholm', 'Estocolmo'),
  gothenburg: l('Göteborg', '哥德堡', 'Gothenburg', 'Göteborg', 'Göteborg', 'Gotemburgo'),
  malmo: l('Malmö', '马尔默', 'Malmö', 'Malmö', 'Malmö', 'Malmö'),
} as const

/** The brand's European line (its Frankfurt office), for brand showrooms without a number of their own. */
const EUROPE_LINE = '+49 69 4800 7210'

const brandName = (city: L): L =>
  l(
    `SANHAUS Showroom ${city.de}`,
    `尚豪斯${city.zh}展厅`,
    `SANHAUS Showroom ${city.en}`,
    `SANHAUS Showroom ${city.it}`,
    `Showroom SANHAUS ${city.fr}`,
    `Showroom SANHAUS ${city.es}`,
  )

type Place = Omit<ShowroomSeed, 'kind' | 'name' | 'email' | 'stepFree' | 'street'> & { street: L | string }

const brand = (key: string, p: Place, extra: Partial<ShowroomSeed> = {}): ShowroomSeed => ({
  ...p,
  street: typeof p.street === 'string' ? same(p.street) : p.street,
  kind: 'brand',
  name: brandName(p.city),
  email: `showroom.${key}@sanhaus.example`,
  phone: EUROPE_LINE,
  stepFree: true,
  ...extra,
})

const trade = (
  kind: 'dealer' | 'studio',
  name: L | string,
  host: string,
  p: Place,
  extra: Partial<ShowroomSeed> = {},
): ShowroomSeed => ({
  ...p,
  street: typeof p.street === 'string' ? same(p.street) : p.street,
  kind,
  name: typeof name === 'string' ? same(name) : name,
  email: `info@${host}.example`,
  website: `https://www.${host}.example`,
  stepFree: kind === 'dealer',
  ...extra,
})

const DE: Pick<ShowroomSeed, 'country' | 'timeZone' | 'languages'> = {
  country: 'DE',
  timeZone: 'Europe/Berlin',
  languages: ['de', 'en'],
}
const AT = { country: 'AT', timeZone: 'Europe/Vienna', languages: ['de', 'en'] } as const
const CH = { country: 'CH', timeZone: 'Europe/Zurich', languages: ['de', 'fr', 'it', 'en'] } as const
const FR = { country: 'FR', timeZone: 'Europe/Paris', languages: ['fr', 'en'] } as const
const GB = { country: 'GB', timeZone: 'Europe/London', languages: ['en'] } as const
const IT = { country: 'IT', timeZone: 'Europe/Rome', languages: ['it', 'en'] } as const
const DK = { country: 'DK', timeZone: 'Europe/Copenhagen', languages: ['da', 'en', 'de'] } as const
const ES = { country: 'ES', timeZone: 'Europe/Madrid', languages: ['es', 'en'] } as const
const RU = { country: 'RU', timeZone: 'Europe/Moscow', languages: ['ru', 'en'] } as const
const BE = { country: 'BE', timeZone: 'Europe/Brussels', languages: ['fr', 'nl', 'en'] } as const
const SE = { country: 'SE', timeZone: 'Europe/Stockholm', languages: ['sv', 'en'] } as const
const CN = { country: 'CN', timeZone: 'Asia/Shanghai', languages: ['zh', 'en'] } as const

/** Series a dealer of bathrooms shows, and those an installer's studio has room for. */
const FULL = [
  'luna',
  'aria',
  'grande',
  'pietra',
  'clara',
  'quadro',
  'curva',
  'piano',
  'nuvola',
  'fino',
  'pioggia',
  'solido',
]
const STUDIO = ['luna', 'aria', 'clara', 'piano', 'fino']

export const showrooms: readonly ShowroomSeed[] = [
  // The brand's ten.
  brand(
    'hangzhou',
    {
      slug: 'sanhaus-showroom-hangzhou',
      ...CN,
      street: l(
        'Qianjiang Road 1366, China Resources Building, Tower B, EG',
        '钱江路1366号华润大厦B座1楼',
        '1366 Qianjiang Road, China Resources Building, Tower B, ground floor',
        '1366 Qianjiang Road, China Resources Building, Torre B, piano terra',
        '1366 Qianjiang Road, China Resources Building, tour B, rez-de-chaussée',
        '1366 Qianjiang Road, China Resources Building, Torre B, planta baja',
      ),
      postcode: '310020',
      city: C.hangzhou,
      lat: 30.2475,
      lng: 120.2108,
    },
    { phone: undefined, languages: ['zh', 'en', 'de'] },
  ),
  brand('frankfurt', {
    slug: 'sanhaus-showroom-frankfurt',
    ...DE,
    street: 'Hanauer Landstraße 291',
    postcode: '60314',
    city: C.frankfurt,
    lat: 50.1126,
    lng: 8.7252,
  }),
  brand('muenchen', {
    slug: 'sanhaus-showroom-muenchen',
    ...DE,
    street: 'Theresienstraße 40',
    postcode: '80333',
    city: C.munich,
    lat: 48.1496,
    lng: 11.5714,
  }),
  brand(
    'paris',
    {
      slug: 'sanhaus-showroom-paris',
      ...FR,
      street: '112 rue du Faubourg Saint-Antoine',
      postcode: '75012',
      city: C.paris,
      lat: 48.8506,
      lng: 2.3787,
    },
    { phone: '+33 1 99 00 12 34' },
  ),
  brand(
    'london',
    {
      slug: 'sanhaus-showroom-london',
      ...GB,
      street: '40 Clerkenwell Road',
      postcode: 'EC1M 5PS',
      city: C.london,
      lat: 51.5226,
      lng: -0.1009,
    },
    { phone: '+44 20 7946 0123' },
  ),
  brand('milano', {
    slug: 'sanhaus-showroom-milano',
    ...IT,
    street: 'Via Tortona 31',
    postcode: '20144',
    city: C.milan,
    lat: 45.4521,
    lng: 9.1651,
  }),
  brand('kobenhavn', {
    slug: 'sanhaus-showroom-kobenhavn',
    ...DK,
    street: 'Bredgade 36',
    postcode: '1260',
    city: C.copenhagen,
    lat: 55.6839,
    lng: 12.5904,
  }),
  brand('madrid', {
    slug: 'sanhaus-showroom-madrid',
    ...ES,
    street: 'Calle de Serrano 90',
    postcode: '28006',
    city: C.madrid,
    lat: 40.4339,
    lng: -3.6853,
  }),
  brand('bruxelles', {
    slug: 'sanhaus-showroom-bruxelles',
    ...BE,
    street: 'Avenue Louise 250',
    postcode: '1050',
    city: C.brussels,
    lat: 50.8251,
    lng: 4.3641,
  }),
  brand('stockholm', {
    slug: 'sanhaus-showroom-stockholm',
    ...SE,
    street: 'Birger Jarlsgatan 57',
    postcode: '113 56',
    city: C.stockholm,
    lat: 59.3421,
    lng: 18.0649,
  }),

  // Dealers' exhibitions and installers' studios.
  trade(
    'dealer',
    'Bäderhaus Elbe',
    'baederhaus-elbe',
    {
      slug: 'baederhaus-elbe-hamburg',
      ...DE,
      street: 'Stresemannstraße 163',
      postcode: '22769',
      city: C.hamburg,
      lat: 53.5627,
      lng: 9.9418,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Badwelt Spree',
    'badwelt-spree',
    {
      slug: 'badwelt-spree-berlin',
      ...DE,
      street: 'Salzufer 13',
      postcode: '10587',
      city: C.berlin,
      lat: 52.5197,
      lng: 13.3232,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Badstudio Kreuzberg',
    'badstudio-kreuzberg',
    {
      slug: 'badstudio-kreuzberg-berlin',
      ...DE,
      street: 'Gneisenaustraße 66',
      postcode: '10961',
      city: C.berlin,
      lat: 52.4912,
      lng: 13.4003,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Rhein Bad & Raum',
    'rhein-bad-raum',
    {
      slug: 'rhein-bad-raum-koeln',
      ...DE,
      street: 'Vogelsanger Straße 193',
      postcode: '50825',
      city: C.cologne,
      lat: 50.9469,
      lng: 6.9117,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Bäderforum Neckar',
    'baederforum-neckar',
    {
      slug: 'baederforum-neckar-stuttgart',
      ...DE,
      street: 'Heilbronner Straße 190',
      postcode: '70191',
      city: C.stuttgart,
      lat: 48.8045,
      lng: 9.1894,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Wasser & Form Badgestaltung',
    'wasser-und-form',
    {
      slug: 'wasser-und-form-duesseldorf',
      ...DE,
      street: 'Erkrather Straße 228',
      postcode: '40233',
      city: C.duesseldorf,
      lat: 51.2178,
      lng: 6.8089,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Badkontor Sachsen',
    'badkontor-sachsen',
    {
      slug: 'badkontor-sachsen-leipzig',
      ...DE,
      street: 'Prager Straße 128',
      postcode: '04317',
      city: C.leipzig,
      lat: 51.3243,
      lng: 12.4128,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Frankenbad Ausstellung',
    'frankenbad',
    {
      slug: 'frankenbad-nuernberg',
      ...DE,
      street: 'Fürther Straße 212',
      postcode: '90429',
      city: C.nuremberg,
      lat: 49.4541,
      lng: 11.0371,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Bad & Fliese Leinetal',
    'bad-fliese-leinetal',
    {
      slug: 'bad-fliese-leinetal-hannover',
      ...DE,
      street: 'Vahrenwalder Straße 269',
      postcode: '30179',
      city: C.hanover,
      lat: 52.4131,
      lng: 9.7427,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Elbflorenz Bäder',
    'elbflorenz-baeder',
    {
      slug: 'elbflorenz-baeder-dresden',
      ...DE,
      street: 'Königsbrücker Straße 96',
      postcode: '01099',
      city: C.dresden,
      lat: 51.0775,
      lng: 13.7577,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Badmeisterei Breisgau',
    'badmeisterei-breisgau',
    {
      slug: 'badmeisterei-breisgau-freiburg',
      ...DE,
      street: 'Lehener Straße 79',
      postcode: '79106',
      city: C.freiburg,
      lat: 48.0015,
      lng: 7.8285,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Lech Bad Design',
    'lech-bad-design',
    {
      slug: 'lech-bad-design-augsburg',
      ...DE,
      street: 'Haunstetter Straße 112',
      postcode: '86161',
      city: C.augsburg,
      lat: 48.3516,
      lng: 10.9029,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Inntal Badwerkstatt',
    'inntal-badwerkstatt',
    {
      slug: 'inntal-badwerkstatt-rosenheim',
      ...DE,
      street: 'Kufsteiner Straße 58',
      postcode: '83022',
      city: C.rosenheim,
      lat: 47.8495,
      lng: 12.1249,
    },
    { series: STUDIO },
  ),
  trade(
    'studio',
    'Isar Bad Studio',
    'isar-bad-studio',
    {
      slug: 'isar-bad-studio-muenchen',
      ...DE,
      street: 'Lindwurmstraße 125',
      postcode: '80337',
      city: C.munich,
      lat: 48.1247,
      lng: 11.5495,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Donau Bäderwelt',
    'donau-baederwelt',
    {
      slug: 'donau-baederwelt-wien',
      ...AT,
      street: 'Handelskai 94',
      postcode: '1200',
      city: C.vienna,
      lat: 48.2412,
      lng: 16.3859,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Murbad Atelier',
    'murbad-atelier',
    {
      slug: 'murbad-atelier-graz',
      ...AT,
      street: 'Lendplatz 38',
      postcode: '8020',
      city: C.graz,
      lat: 47.0753,
      lng: 15.4318,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Salzach Badhaus',
    'salzach-badhaus',
    {
      slug: 'salzach-badhaus-salzburg',
      ...AT,
      street: 'Sterneckstraße 31',
      postcode: '5020',
      city: C.salzburg,
      lat: 47.8087,
      lng: 13.0567,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Alpenbad Tirol',
    'alpenbad-tirol',
    {
      slug: 'alpenbad-tirol-innsbruck',
      ...AT,
      street: 'Amraser Straße 68',
      postcode: '6020',
      city: C.innsbruck,
      lat: 47.261,
      lng: 11.4145,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Limmat Bad & Küche',
    'limmat-bad',
    {
      slug: 'limmat-bad-zuerich',
      ...CH,
      street: 'Hardturmstrasse 122',
      postcode: '8005',
      city: C.zurich,
      lat: 47.3928,
      lng: 8.5146,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Rheinknie Bäder',
    'rheinknie-baeder',
    {
      slug: 'rheinknie-baeder-basel',
      ...CH,
      street: 'Güterstrasse 150',
      postcode: '4053',
      city: C.basel,
      lat: 47.5445,
      lng: 7.5916,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Aare Badatelier',
    'aare-badatelier',
    {
      slug: 'aare-badatelier-bern',
      ...CH,
      street: 'Freiburgstrasse 52',
      postcode: '3008',
      city: C.bern,
      lat: 46.943,
      lng: 7.421,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Léman Bains',
    'leman-bains',
    {
      slug: 'leman-bains-geneve',
      ...CH,
      street: 'Route des Acacias 45',
      postcode: '1227',
      city: C.geneva,
      lat: 46.193,
      lng: 6.133,
    },
    { series: FULL, languages: ['fr', 'en', 'de'] },
  ),
  trade(
    'dealer',
    'Bains de Saône',
    'bains-de-saone',
    {
      slug: 'bains-de-saone-lyon',
      ...FR,
      street: '58 rue de Marseille',
      postcode: '69007',
      city: C.lyon,
      lat: 45.752,
      lng: 4.8425,
    },
    { series: FULL, phone: '+33 1 99 00 45 67' },
  ),
  trade(
    'studio',
    'Atelier Bain Provence',
    'atelier-bain-provence',
    {
      slug: 'atelier-bain-provence-marseille',
      ...FR,
      street: '145 boulevard de la Libération',
      postcode: '13004',
      city: C.marseille,
      lat: 43.304,
      lng: 5.394,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Garonne Salles de Bains',
    'garonne-sdb',
    {
      slug: 'garonne-salles-de-bains-bordeaux',
      ...FR,
      street: '210 quai de Brazza',
      postcode: '33100',
      city: C.bordeaux,
      lat: 44.8528,
      lng: -0.5594,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Northern Bathroom Gallery',
    'northern-bathroom-gallery',
    {
      slug: 'northern-bathroom-gallery-manchester',
      ...GB,
      street: '18 Great Ancoats Street',
      postcode: 'M4 5AD',
      city: C.manchester,
      lat: 53.484,
      lng: -2.229,
    },
    { series: FULL, phone: '+44 161 496 0521' },
  ),
  trade(
    'studio',
    'Midland Bath Studio',
    'midland-bath-studio',
    {
      slug: 'midland-bath-studio-birmingham',
      ...GB,
      street: '95 Lower Essex Street',
      postcode: 'B5 6SN',
      city: C.birmingham,
      lat: 52.472,
      lng: -1.894,
    },
    { series: STUDIO, phone: '+44 121 496 0782' },
  ),
  trade(
    'dealer',
    'Forth Bathrooms',
    'forth-bathrooms',
    {
      slug: 'forth-bathrooms-edinburgh',
      ...GB,
      street: '12 Bonnington Road Lane',
      postcode: 'EH6 5BJ',
      city: C.edinburgh,
      lat: 55.97,
      lng: -3.187,
    },
    { series: FULL, phone: '+44 131 496 0314' },
  ),
  trade(
    'dealer',
    'Bagno Tevere',
    'bagno-tevere',
    {
      slug: 'bagno-tevere-roma',
      ...IT,
      street: 'Via Ostiense 131',
      postcode: '00154',
      city: C.rome,
      lat: 41.865,
      lng: 12.479,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Studio Bagno Po',
    'studio-bagno-po',
    {
      slug: 'studio-bagno-po-torino',
      ...IT,
      street: 'Corso Regina Margherita 205',
      postcode: '10144',
      city: C.turin,
      lat: 45.08,
      lng: 7.668,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Arredobagno Felsinea',
    'arredobagno-felsinea',
    {
      slug: 'arredobagno-felsinea-bologna',
      ...IT,
      street: 'Via Stalingrado 61',
      postcode: '40128',
      city: C.bologna,
      lat: 44.518,
      lng: 11.361,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Jylland Bad',
    'jylland-bad',
    {
      slug: 'jylland-bad-aarhus',
      ...DK,
      street: 'Søren Frichs Vej 40',
      postcode: '8230',
      city: C.aarhus,
      lat: 56.148,
      lng: 10.157,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    'Baños Diagonal',
    'banos-diagonal',
    {
      slug: 'banos-diagonal-barcelona',
      ...ES,
      street: 'Carrer de Pujades 174',
      postcode: '08005',
      city: C.barcelona,
      lat: 41.401,
      lng: 2.198,
    },
    { series: FULL, languages: ['es', 'en', 'fr'] },
  ),
  trade(
    'studio',
    'Estudio Baño Turia',
    'estudio-bano-turia',
    {
      slug: 'estudio-bano-turia-valencia',
      ...ES,
      street: 'Avenida del Puerto 180',
      postcode: '46023',
      city: C.valencia,
      lat: 39.463,
      lng: -0.346,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Baños Guadalquivir',
    'banos-guadalquivir',
    {
      slug: 'banos-guadalquivir-sevilla',
      ...ES,
      street: 'Calle Luis de Morales 32',
      postcode: '41018',
      city: C.seville,
      lat: 37.386,
      lng: -5.974,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    l('Wannaja Moskwa', '莫斯科卫浴馆', 'Vannaya Moskva', 'Vannaya Moskva', 'Vannaïa Moskva', 'Vannaya Moskva'),
    'vannaya-moskva',
    {
      slug: 'vannaya-moskva',
      ...RU,
      street: l(
        'Leninski Prospekt 95',
        '列宁大街95号',
        'Leninsky Prospekt 95',
        'Leninsky Prospekt 95',
        'Leninski Prospekt 95',
        'Leninski Prospekt 95',
      ),
      postcode: '119313',
      city: C.moscow,
      lat: 55.681,
      lng: 37.543,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    l('Newa Bad', '涅瓦卫浴', 'Neva Bath', 'Neva Bagno', 'Neva Bain', 'Neva Baño'),
    'neva-bath',
    {
      slug: 'neva-bath-sankt-peterburg',
      ...RU,
      street: l(
        'Moskowski Prospekt 109',
        '莫斯科大街109号',
        'Moskovsky Prospekt 109',
        'Moskovsky Prospekt 109',
        'Moskovski Prospekt 109',
        'Moskovski Prospekt 109',
      ),
      postcode: '196084',
      city: C.petersburg,
      lat: 59.887,
      lng: 30.319,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    'Scheldebad',
    'scheldebad',
    {
      slug: 'scheldebad-antwerpen',
      ...BE,
      street: 'Noorderlaan 139',
      postcode: '2030',
      city: C.antwerp,
      lat: 51.247,
      lng: 4.421,
    },
    { series: FULL, languages: ['nl', 'fr', 'en'] },
  ),
  trade(
    'studio',
    'Badatelier Leie',
    'badatelier-leie',
    {
      slug: 'badatelier-leie-gent',
      ...BE,
      street: 'Kortrijksesteenweg 1060',
      postcode: '9051',
      city: C.ghent,
      lat: 51.022,
      lng: 3.693,
    },
    { series: STUDIO, languages: ['nl', 'en'] },
  ),
  trade(
    'dealer',
    'Västkust Badrum',
    'vastkust-badrum',
    {
      slug: 'vastkust-badrum-goteborg',
      ...SE,
      street: 'Järnmalmsgatan 3',
      postcode: '417 07',
      city: C.gothenburg,
      lat: 57.711,
      lng: 11.92,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    'Öresund Badstudio',
    'oresund-badstudio',
    {
      slug: 'oresund-badstudio-malmo',
      ...SE,
      street: 'Stadiongatan 42',
      postcode: '217 62',
      city: C.malmo,
      lat: 55.586,
      lng: 12.989,
    },
    { series: STUDIO, languages: ['sv', 'da', 'en'] },
  ),
  trade(
    'dealer',
    l(
      'Shanghai Bath Gallery',
      '上海卫浴艺廊',
      'Shanghai Bath Gallery',
      'Shanghai Bath Gallery',
      'Shanghai Bath Gallery',
      'Shanghai Bath Gallery',
    ),
    'shanghai-bath-gallery',
    {
      slug: 'shanghai-bath-gallery',
      ...CN,
      street: l(
        'Wuzhong Road 1388',
        '吴中路1388号',
        '1388 Wuzhong Road',
        '1388 Wuzhong Road',
        '1388 Wuzhong Road',
        '1388 Wuzhong Road',
      ),
      postcode: '201103',
      city: C.shanghai,
      lat: 31.182,
      lng: 121.388,
    },
    { series: FULL },
  ),
  trade(
    'dealer',
    l(
      'Peking Bad Zentrum',
      '北京卫浴中心',
      'Beijing Bath Centre',
      'Beijing Bath Centre',
      'Beijing Bath Centre',
      'Beijing Bath Centre',
    ),
    'beijing-bath-centre',
    {
      slug: 'beijing-bath-centre',
      ...CN,
      street: l(
        'Nord-4.-Ring-Ost 88',
        '北四环东路88号',
        '88 North Fourth Ring Road East',
        '88 North Fourth Ring Road East',
        '88 North Fourth Ring Road East',
        '88 North Fourth Ring Road East',
      ),
      postcode: '100101',
      city: C.beijing,
      lat: 39.982,
      lng: 116.431,
    },
    { series: FULL },
  ),
  trade(
    'studio',
    l(
      'Shenzhen Bad Studio',
      '深圳卫浴工作室',
      'Shenzhen Bath Studio',
      'Shenzhen Bath Studio',
      'Shenzhen Bath Studio',
      'Shenzhen Bath Studio',
    ),
    'shenzhen-bath-studio',
    {
      slug: 'shenzhen-bath-studio',
      ...CN,
      street: l(
        'Shennan-Mittelstraße 3018',
        '深南中路3018号',
        '3018 Shennan Middle Road',
        '3018 Shennan Middle Road',
        '3018 Shennan Middle Road',
        '3018 Shennan Middle Road',
      ),
      postcode: '518033',
      city: C.shenzhen,
      lat: 22.543,
      lng: 114.075,
    },
    { series: STUDIO },
  ),
  trade(
    'dealer',
    l(
      'Chengdu Bad Galerie',
      '成都卫浴艺廊',
      'Chengdu Bath Gallery',
      'Chengdu Bath Gallery',
      'Chengdu Bath Gallery',
      'Chengdu Bath Gallery',
    ),
    'chengdu-bath-gallery',
    {
      slug: 'chengdu-bath-gallery',
      ...CN,
      street: l(
        'Tianfu-Allee Mitte 1199',
        '天府大道中段1199号',
        '1199 Tianfu Avenue Middle Section',
        '1199 Tianfu Avenue Middle Section',
        '1199 Tianfu Avenue Middle Section',
        '1199 Tianfu Avenue Middle Section',
      ),
      postcode: '610041',
      city: C.chengdu,
      lat: 30.57,
      lng: 104.066,
    },
    { series: FULL },
  ),
]

/** Opening hours by kind: the brand's, a dealer's, an installer's studio's; China's showrooms every day. */
export const showroomHours = (s: ShowroomSeed): { days: Weekday[]; opens: string; closes: string }[] => {
  const weekdaysOnly: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri']
  if (s.country === 'CN') return [{ days: [...weekdaysOnly, 'sat', 'sun'], opens: '09:30', closes: '18:00' }]
  if (s.kind === 'brand')
    return [
      { days: weekdaysOnly, opens: '10:00', closes: '19:00' },
      { days: ['sat'], opens: '10:00', closes: '16:00' },
    ]
  if (s.kind === 'dealer')
    return [
      { days: weekdaysOnly, opens: '09:00', closes: '18:00' },
      { days: ['sat'], opens: '09:00', closes: '13:00' },
    ]
  return [
    { days: weekdaysOnly, opens: '08:00', closes: '12:00' },
    { days: weekdaysOnly, opens: '13:00', closes: '17:00' },
  ]
}

const SPRING_FESTIVAL = l(
  'Frühlingsfest',
  '春节',
  'Spring Festival',
  'Festa di primavera',
  'Fête du printemps',
  'Fiesta de la Primavera',
)

/** Days a showroom keeps closed: Christmas in Europe, the Spring Festival in China. */
export const showroomClosures = (s: ShowroomSeed): { date: string; note: L }[] =>
  s.country === 'CN'
    ? [
        { date: '2027-02-06', note: SPRING_FESTIVAL },
        { date: '2027-02-07', note: SPRING_FESTIVAL },
      ]
    : [
        {
          date: '2026-12-24',
          note: l('Heiligabend', '平安夜', 'Christmas Eve', 'Vigilia di Natale', 'Veille de Noël', 'Nochebuena'),
        },
        { date: '2026-12-25', note: l('Weihnachten', '圣诞节', 'Christmas Day', 'Natale', 'Noël', 'Navidad') },
      ]

/** The introduction of each kind, naming the city. */
export const showroomIntro = (s: ShowroomSeed): L =>
  s.kind === 'brand'
    ? l(
        `Unser Showroom in ${s.city.de} zeigt alle Serien in eingerichteten Musterbädern, mit Planungstisch und Materialmustern. Beratung gern mit Termin.`,
        `我们位于${s.city.zh}的展厅以实景样板间展示全部系列，并设有设计桌与材料样品。欢迎预约咨询。`,
        `Our showroom in ${s.city.en} shows every series in furnished sample bathrooms, with a planning table and material samples. Advice by appointment is welcome.`,
        `Il nostro showroom di ${s.city.it} presenta tutte le serie in bagni campione arredati, con un tavolo di progettazione e campioni di materiali. Consulenza su appuntamento.`,
        `Notre showroom de ${s.city.fr} présente toutes les séries dans des salles de bains témoins aménagées, avec une table de conception et des échantillons de matériaux. Conseil sur rendez-vous.`,
        `Nuestro showroom de ${s.city.es} muestra todas las series en baños de muestra amueblados, con mesa de proyecto y muestras de materiales. Asesoramiento con cita previa.`,
      )
    : s.kind === 'dealer'
      ? l(
          `Ausstellung des Fachhandels in ${s.city.de} mit SANHAUS-Produkten in eingerichteten Kojen.`,
          `${s.city.zh}的经销商展厅，在实景展位中展示尚豪斯产品。`,
          `A dealer’s exhibition in ${s.city.en} showing SANHAUS products in furnished displays.`,
          `Esposizione di un rivenditore a ${s.city.it} con prodotti SANHAUS in ambienti arredati.`,
          `Exposition d’un distributeur à ${s.city.fr} présentant des produits SANHAUS dans des espaces aménagés.`,
          `Exposición de un distribuidor en ${s.city.es} con productos SANHAUS en espacios amueblados.`,
        )
      : l(
          `Bad-Studio eines Installateurs in ${s.city.de}: ausgewählte SANHAUS-Produkte, Planung und Einbau aus einer Hand.`,
          `${s.city.zh}的安装商卫浴工作室：精选尚豪斯产品，设计与安装一站式完成。`,
          `An installer’s bathroom studio in ${s.city.en}: selected SANHAUS products, planning and fitting from one hand.`,
          `Studio bagno di un installatore a ${s.city.it}: prodotti SANHAUS selezionati, progettazione e posa da un unico interlocutore.`,
          `Studio salle de bains d’un installateur à ${s.city.fr} : une sélection de produits SANHAUS, conception et pose par un seul interlocuteur.`,
          `Estudio de baño de un instalador en ${s.city.es}: productos SANHAUS seleccionados, proyecto e instalación de la mano de un solo profesional.`,
        )
