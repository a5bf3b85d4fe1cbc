import type { L, OfficeSeed } from './types'

const telLabel: L = {
  de: 'Telefon',
  zh: '电话',
  en: 'Telephone',
  it: 'Telefono',
  fr: 'Téléphone',
  es: 'Teléfono',
}

const emailLabel: L = {
  de: 'E-Mail',
  zh: '电子邮箱',
  en: 'Email',
  it: 'E-mail',
  fr: 'E-mail',
  es: 'Correo electrónico',
}

const webLabel: L = {
  de: 'Website',
  zh: '网址',
  en: 'Website',
  it: 'Sito web',
  fr: 'Site web',
  es: 'Sitio web',
}

const addressLabel: L = {
  de: 'Adresse',
  zh: '地址',
  en: 'Address',
  it: 'Indirizzo',
  fr: 'Adresse',
  es: 'Dirección',
}

const web = 'https://www.sanhaus.example'

const hangzhouAddress: L = {
  de: '12. OG, Tower B, China Resources Building, Qianjiang Road 1366, Bezirk Shangcheng, 310020 Hangzhou, Zhejiang, China',
  zh: '浙江省杭州市上城区钱江路1366号华润大厦B座12楼',
  en: 'Floor 12, Tower B, China Resources Building, 1366 Qianjiang Road, Shangcheng District, Hangzhou 310020, Zhejiang, China',
  it: '12° piano, Torre B, China Resources Building, 1366 Qianjiang Road, distretto di Shangcheng, 310020 Hangzhou, Zhejiang, Cina',
  fr: '12e étage, tour B, China Resources Building, 1366 Qianjiang Road, district de Shangcheng, 310020 Hangzhou, Zhejiang, Chine',
  es: 'Planta 12, Torre B, China Resources Building, 1366 Qianjiang Road, distrito de Shangcheng, 310020 Hangzhou, Zhejiang, China',
}

const pujiangAddress: L = {
  de: 'Xianhua Avenue 88, Wirtschaftsentwicklungszone Pujiang, Kreis Pujiang, 322200 Jinhua, Zhejiang, China',
  zh: '浙江省金华市浦江县经济开发区仙华大道88号',
  en: '88 Xianhua Avenue, Pujiang Economic Development Zone, Pujiang County, Jinhua 322200, Zhejiang, China',
  it: '88 Xianhua Avenue, zona di sviluppo economico di Pujiang, contea di Pujiang, 322200 Jinhua, Zhejiang, Cina',
  fr: '88 Xianhua Avenue, zone de développement économique de Pujiang, district de Pujiang, 322200 Jinhua, Zhejiang, Chine',
  es: '88 Xianhua Avenue, zona de desarrollo económico de Pujiang, condado de Pujiang, 322200 Jinhua, Zhejiang, China',
}

const germanyAddress: L = {
  de: 'Hanauer Landstraße 291, 60314 Frankfurt am Main, Deutschland',
  zh: '德国美因河畔法兰克福哈瑙尔大街291号，邮编60314',
  en: 'Hanauer Landstraße 291, 60314 Frankfurt am Main, Germany',
  it: 'Hanauer Landstraße 291, 60314 Francoforte sul Meno, Germania',
  fr: 'Hanauer Landstraße 291, 60314 Francfort-sur-le-Main, Allemagne',
  es: 'Hanauer Landstraße 291, 60314 Fráncfort del Meno, Alemania',
}

export const offices: readonly OfficeSeed[] = [
  {
    key: 'hangzhou',
    name: {
      de: 'Vertriebs- und Betriebszentrum Hangzhou',
      zh: '杭州尚豪斯卫浴科技有限公司',
      en: 'Sales and Operations Centre Hangzhou',
      it: 'Sede commerciale e operativa di Hangzhou',
      fr: 'Siège commercial et opérationnel de Hangzhou',
      es: 'Sede comercial y de operaciones de Hangzhou',
    },
    city: { de: 'Hangzhou', zh: '杭州', en: 'Hangzhou', it: 'Hangzhou', fr: 'Hangzhou', es: 'Hangzhou' },
    address: hangzhouAddress,
    // WGS-84. The earlier 30.2459, 120.2102 was a GCJ-02 (Amap) value: about 500 m south-east,
    // in the Qiantang river on a GPS/OpenStreetMap map.
    center: { lat: 30.2483, lng: 120.2057 },
    marker: { lat: 30.2483, lng: 120.2057 },
    zoom: 16,
    contacts: [
      { kind: 'tel', label: telLabel, value: '0571-8697 3300' },
      { kind: 'email', label: emailLabel, value: 'sales@sanhaus.example' },
      { kind: 'web', label: webLabel, value: web },
      { kind: 'address', label: addressLabel, value: hangzhouAddress },
    ],
    qr: {
      kind: 'wechat',
      message: {
        de: 'Code scannen und unser Vertriebsteam auf WeChat hinzufügen',
        zh: '扫码添加销售团队微信',
        en: 'Scan to add our sales team on WeChat',
        it: 'Inquadrate il codice e aggiungete il nostro team commerciale su WeChat',
        fr: 'Scannez le code pour ajouter notre équipe commerciale sur WeChat',
        es: 'Escanee el código y añada a nuestro equipo de ventas en WeChat',
      },
    },
  },
  {
    key: 'pujiang',
    name: {
      de: 'Produktionsgesellschaft Pujiang',
      zh: '浙江尚豪斯卫浴制造有限公司',
      en: 'Pujiang Factory',
      it: 'Società di produzione di Pujiang',
      fr: 'Site de production de Pujiang',
      es: 'Fábrica de Pujiang',
    },
    city: { de: 'Pujiang', zh: '浦江', en: 'Pujiang', it: 'Pujiang', fr: 'Pujiang', es: 'Pujiang' },
    address: pujiangAddress,
    // WGS-84, converted from the same GCJ-02 source as Hangzhou (was 29.4612, 119.8921).
    center: { lat: 29.464, lng: 119.8876 },
    marker: { lat: 29.464, lng: 119.8876 },
    zoom: 15,
    contacts: [
      { kind: 'tel', label: telLabel, value: '0579-8412 6600' },
      { kind: 'email', label: emailLabel, value: 'factory@sanhaus.example' },
      { kind: 'web', label: webLabel, value: web },
      { kind: 'address', label: addressLabel, value: pujiangAddress },
    ],
    qr: {
      kind: 'wechat',
      message: {
        de: 'Code scannen, das Werk auf WeChat kontaktieren und einen Besuch vereinbaren',
        zh: '扫码添加工厂微信，预约参观',
        en: 'Scan to contact the factory on WeChat and arrange a visit',
        it: 'Inquadrate il codice per contattare lo stabilimento su WeChat e fissare una visita',
        fr: 'Scannez le code pour contacter l’usine sur WeChat et convenir d’une visite',
        es: 'Escanee el código para contactar con la fábrica por WeChat y concertar una visita',
      },
    },
  },
  {
    key: 'germany',
    name: {
      de: 'SANHAUS Bad GmbH, Frankfurt am Main',
      zh: '德国尚豪斯卫浴有限公司（法兰克福）',
      en: 'SANHAUS Bad GmbH, Frankfurt am Main',
      it: 'SANHAUS Bad GmbH, Francoforte sul Meno',
      fr: 'SANHAUS Bad GmbH, Francfort-sur-le-Main',
      es: 'SANHAUS Bad GmbH, Fráncfort del Meno',
    },
    city: {
      de: 'Frankfurt am Main',
      zh: '法兰克福',
      en: 'Frankfurt am Main',
      it: 'Francoforte sul Meno',
      fr: 'Francfort-sur-le-Main',
      es: 'Fráncfort del Meno',
    },
    address: germanyAddress,
    center: { lat: 50.1137, lng: 8.7116 },
    marker: { lat: 50.1137, lng: 8.7116 },
    zoom: 17,
    contacts: [
      { kind: 'tel', label: telLabel, value: '+49 69 4800 7210' },
      { kind: 'email', label: emailLabel, value: 'info@sanhaus.example' },
      { kind: 'web', label: webLabel, value: web },
      { kind: 'address', label: addressLabel, value: germanyAddress },
    ],
    qr: {
      kind: 'whatsapp',
      message: {
        de: 'Code scannen und unserem Team in Frankfurt per WhatsApp schreiben',
        zh: '扫码通过 WhatsApp 联系法兰克福团队',
        en: 'Scan to message our Frankfurt team on WhatsApp',
        it: 'Inquadrate il codice e scrivete al nostro team di Francoforte su WhatsApp',
        fr: 'Scannez le code pour écrire à notre équipe de Francfort sur WhatsApp',
        es: 'Escanee el código y escriba a nuestro equipo de Fráncfort por WhatsApp',
      },
    },
  },
]
