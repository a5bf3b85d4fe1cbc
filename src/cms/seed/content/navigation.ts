import type { NavItemSeed } from './types'

export const navigation: readonly NavItemSeed[] = [
  {
    route: 'home',
    label: { de: 'Startseite', zh: '首页', en: 'Home', it: 'Home', fr: 'Accueil', es: 'Inicio' },
  },
  {
    route: 'about',
    label: {
      de: 'Über uns',
      zh: '关于我们',
      en: 'About us',
      it: 'Chi siamo',
      fr: 'À propos',
      es: 'Sobre nosotros',
    },
  },
  {
    route: 'product',
    label: {
      de: 'Produkte',
      zh: '产品中心',
      en: 'Products',
      it: 'Prodotti',
      fr: 'Produits',
      es: 'Productos',
    },
  },
  {
    route: 'craft',
    label: {
      de: 'Technologie',
      zh: '工艺技术',
      en: 'Technology',
      it: 'Tecnologia',
      fr: 'Technologie',
      es: 'Tecnología',
    },
  },
  {
    route: 'case',
    label: {
      de: 'Projekte',
      zh: '工程案例',
      en: 'Projects',
      it: 'Progetti',
      fr: 'Réalisations',
      es: 'Proyectos',
    },
  },
  {
    route: 'certifiction',
    label: {
      de: 'Zertifikate',
      zh: '资质荣誉',
      en: 'Certificates',
      it: 'Certificazioni',
      fr: 'Certifications',
      es: 'Certificaciones',
    },
  },
  {
    route: 'contact',
    label: {
      de: 'Kontakt',
      zh: '联系我们',
      en: 'Contact',
      it: 'Contatti',
      fr: 'Contact',
      es: 'Contacto',
    },
    children: [
      {
        route: 'details',
        label: {
          de: 'Kontaktdaten',
          zh: '联系方式',
          en: 'Contact details',
          it: 'Recapiti',
          fr: 'Coordonnées',
          es: 'Datos de contacto',
        },
      },
      {
        route: 'teamwork',
        label: {
          de: 'Zusammenarbeit',
          zh: '商务合作',
          en: 'Partnership',
          it: 'Collaborazioni',
          fr: 'Partenariat',
          es: 'Colaboración',
        },
      },
      {
        route: 'recruit',
        label: {
          de: 'Karriere',
          zh: '加入我们',
          en: 'Join us',
          it: 'Lavorare con noi',
          fr: 'Nous rejoindre',
          es: 'Trabaje con nosotros',
        },
      },
      {
        route: 'showrooms',
        label: {
          de: 'Ausstellungen',
          zh: '展厅',
          en: 'Showrooms',
          it: 'Showroom',
          fr: 'Showrooms',
          es: 'Showrooms',
        },
      },
      {
        route: 'service',
        label: {
          de: 'Service',
          zh: '服务保障',
          en: 'Service',
          it: 'Assistenza',
          fr: 'Service client',
          es: 'Servicio',
        },
      },
    ],
  },
  {
    route: 'shop',
    label: {
      de: 'Shop',
      zh: '网上商城',
      en: 'Shop',
      it: 'Shop',
      fr: 'Boutique',
      es: 'Tienda',
    },
    children: [
      {
        shop: 'product',
        label: {
          de: 'Tmall-Flagship-Store',
          zh: '天猫旗舰店',
          en: 'Tmall flagship store',
          it: 'Flagship store Tmall',
          fr: 'Boutique Tmall',
          es: 'Tienda en Tmall',
        },
      },
      {
        shop: 'sogood',
        label: {
          de: 'SOGOOD Shop',
          zh: 'SOGOOD 商城',
          en: 'SOGOOD shop',
          it: 'Negozio SOGOOD',
          fr: 'Boutique SOGOOD',
          es: 'Tienda SOGOOD',
        },
      },
    ],
  },
]
