import type { GlobalConfig } from 'payload'

import { certificateGroupLabels } from '@/cms/collections/Certificates'
import { imageField, localizedText } from '@/cms/fields/common'
import { iconList, pageGlobal, section } from '@/cms/globals/pageGlobal'
import { L, t, vocabularyOptions } from '@/cms/labels'
import { certificateGroups } from '@/lib/vocabularies'

export const HomePage: GlobalConfig = pageGlobal(
  'home-page',
  t('Startseite', '首页', 'Home page', 'Home page', 'Page d’accueil', 'Página de inicio'),
  [
    localizedText(
      'serviceHeading',
      t(
        'Überschrift Service-Leiste',
        '服务图标栏标题',
        'Service row heading',
        'Titolo riga servizi',
        'Titre de la rangée services',
        'Título de la fila de servicios',
      ),
    ),
    section(
      'showroom',
      t('Showrooms', '展厅', 'Showrooms', 'Showroom', 'Showrooms', 'Showrooms'),
      [
        localizedText(
          'countriesHeading',
          t(
            'Überschrift Länderliste',
            '国家列表标题',
            'Country list heading',
            'Titolo elenco paesi',
            'Titre de la liste des pays',
            'Título de la lista de países',
          ),
        ),
      ],
      { image: true },
    ),
    section('products', t('Produkte', '产品', 'Products', 'Prodotti', 'Produits', 'Productos')),
    {
      name: 'whyChooseUs',
      type: 'group',
      label: t(
        'Warum wir',
        '选择我们的理由',
        'Why choose us',
        'Perché sceglierci',
        'Pourquoi nous choisir',
        'Por qué elegirnos',
      ),
      fields: [
        localizedText('heading', L.heading, { required: true }),
        iconList('points', L.points, t('Punkt', '要点', 'Point', 'Punto', 'Point', 'Punto'), {
          minRows: 6,
          maxRows: 6,
        }),
      ],
    },
    section(
      'aboutTeaser',
      t(
        'Über-uns-Teaser',
        '关于我们简介',
        'About teaser',
        'Anteprima chi siamo',
        'Aperçu à propos',
        'Avance sobre nosotros',
      ),
      [localizedText('linkLabel', L.linkLabel)],
      { image: true },
    ),
    section(
      'designConcept',
      t('Designkonzept', '设计理念', 'Design concept', 'Concept di design', 'Concept design', 'Concepto de diseño'),
      [
        {
          name: 'photos',
          type: 'array',
          labels: {
            singular: t('Foto', '照片', 'Photo', 'Foto', 'Photo', 'Foto'),
            plural: t('Fotos', '照片', 'Photos', 'Foto', 'Photos', 'Fotos'),
          },
          label: L.photos,
          fields: [imageField('image', { required: true }), localizedText('caption', L.caption)],
        },
      ],
    ),
    section(
      'tradeCoverage',
      t(
        'Weltweite Präsenz',
        '贸易覆盖',
        'Trade coverage',
        'Presenza commerciale',
        'Couverture commerciale',
        'Cobertura comercial',
      ),
      [],
      { image: true },
    ),
    section('news', t('Nachrichten', '新闻中心', 'News centre', 'Notizie', 'Actualités', 'Noticias')),
  ],
)

export const AboutPage: GlobalConfig = pageGlobal(
  'about-page',
  t('Über uns', '关于我们', 'About page', 'Chi siamo', 'À propos', 'Sobre nosotros'),
  [
    imageField('bannerImage', {
      label: t('Bannerbild', '横幅图片', 'Banner image', 'Immagine banner', 'Image de bannière', 'Imagen de banner'),
    }),
    {
      name: 'slogans',
      type: 'array',
      labels: {
        singular: t('Slogan', '标语', 'Slogan', 'Slogan', 'Slogan', 'Eslogan'),
        plural: t('Slogans', '标语', 'Slogans', 'Slogan', 'Slogans', 'Eslóganes'),
      },
      label: t('Slogans', '标语', 'Slogans', 'Slogan', 'Slogans', 'Eslóganes'),
      fields: [localizedText('text', L.text, { required: true })],
    },
    iconList(
      'iconRow',
      t('Symbolleiste', '图标栏', 'Icon row', 'Riga di icone', 'Rangée d’icônes', 'Fila de iconos'),
      t('Symbol', '图标', 'Icon', 'Icona', 'Icône', 'Icono'),
      { text: false },
    ),
    {
      name: 'stats',
      type: 'array',
      labels: {
        singular: t('Kennzahl', '统计数据', 'Figure', 'Dato', 'Chiffre', 'Cifra'),
        plural: t('Kennzahlen', '统计数据', 'Figures', 'Dati', 'Chiffres', 'Cifras'),
      },
      label: t('Kennzahlen', '统计数据', 'Statistics', 'Statistiche', 'Chiffres clés', 'Estadísticas'),
      maxRows: 4,
      fields: [
        {
          name: 'fact',
          type: 'text',
          label: t(
            'Kennzahl (Schlüssel)',
            '数据键',
            'Fact key',
            'Chiave del dato',
            'Clé de la donnée',
            'Clave del dato',
          ),
          required: true,
        },
        localizedText('label', L.label, { required: true }),
      ],
    },
    section(
      'intro',
      t(
        'Markenvorstellung',
        '品牌介绍',
        'Brand introduction',
        'Presentazione del marchio',
        'Présentation de la marque',
        'Presentación de la marca',
      ),
      [],
      { image: true },
    ),
    localizedText(
      'historyHeading',
      t(
        'Überschrift Chronik',
        '发展历程标题',
        'History heading',
        'Titolo cronologia',
        'Titre historique',
        'Título de la historia',
      ),
    ),
    localizedText(
      'exhibitionsHeading',
      t('Überschrift Messen', '展会标题', 'Trade fairs heading', 'Titolo fiere', 'Titre salons', 'Título de ferias'),
    ),
    section('factory', t('Werk', '工厂', 'Factory', 'Stabilimento', 'Usine', 'Fábrica'), [], { image: true }),
    section('showroom', t('Showroom', '展厅', 'Showroom', 'Showroom', 'Showroom', 'Showroom'), [], { image: true }),
    section('coverage', t('Präsenz', '市场覆盖', 'Coverage', 'Copertura', 'Couverture', 'Cobertura')),
  ],
)

const simple = (
  slug: string,
  label: ReturnType<typeof t>,
  extra: Parameters<typeof pageGlobal>[2] = [],
): GlobalConfig =>
  pageGlobal(slug, label, [
    localizedText('heading', L.heading, { required: true }),
    localizedText('text', L.intro, { long: true }),
    ...extra,
  ])

export const CraftPage = simple(
  'craft-page',
  t('Technologie', '工艺技术', 'Technology page', 'Tecnologia', 'Technologie', 'Tecnología'),
)

export const CasePage = simple(
  'case-page',
  t('Projekte', '工程案例', 'Projects page', 'Progetti', 'Projets', 'Proyectos'),
  [
    localizedText(
      'foreignHeading',
      t(
        'Überschrift Ausland',
        '海外案例标题',
        'Abroad heading',
        'Titolo estero',
        'Titre international',
        'Título internacional',
      ),
    ),
    localizedText(
      'chinaHeading',
      t('Überschrift China', '国内案例标题', 'China heading', 'Titolo Cina', 'Titre Chine', 'Título China'),
    ),
  ],
)

export const QualificationPage = simple(
  'qualification-page',
  t('Qualifikation', '资质荣誉', 'Qualification page', 'Qualifiche', 'Qualifications', 'Cualificaciones'),
  [
    {
      name: 'groups',
      type: 'array',
      labels: {
        singular: t('Gruppe', '分组', 'Group', 'Gruppo', 'Groupe', 'Grupo'),
        plural: t('Gruppen', '分组', 'Groups', 'Gruppi', 'Groupes', 'Grupos'),
      },
      label: t(
        'Zertifikatsgruppen',
        '证书分组',
        'Certificate groups',
        'Gruppi di certificati',
        'Groupes de certificats',
        'Grupos de certificados',
      ),
      fields: [
        {
          name: 'group',
          type: 'select',
          label: L.group,
          required: true,
          options: vocabularyOptions(certificateGroups, certificateGroupLabels),
        },
        localizedText('heading', L.heading, { required: true }),
        localizedText('text', L.text, { long: true }),
      ],
    },
    localizedText(
      'testReportsHeading',
      t(
        'Überschrift Prüfberichte',
        '检测报告标题',
        'Test reports heading',
        'Titolo rapporti di prova',
        'Titre rapports d’essai',
        'Título informes de ensayo',
      ),
    ),
  ],
)

export const ContactPage = simple(
  'contact-page',
  t('Kontakt', '联系我们', 'Contact page', 'Contatti', 'Contact', 'Contacto'),
)

export const ServicePage = simple(
  'service-page',
  t('Service', '服务', 'Service page', 'Assistenza', 'Service', 'Servicio'),
  [
    localizedText(
      'hotlineHeading',
      t(
        'Überschrift Hotline',
        '热线标题',
        'Hotline heading',
        'Titolo linea diretta',
        'Titre ligne directe',
        'Título línea directa',
      ),
    ),
  ],
)

export const RecruitPage = simple(
  'recruit-page',
  t('Karriere', '人才招聘', 'Recruitment page', 'Lavora con noi', 'Carrières', 'Empleo'),
  [
    iconList(
      'whyJoin',
      t(
        'Warum zu uns',
        '加入我们的理由',
        'Why join us',
        'Perché unirsi a noi',
        'Pourquoi nous rejoindre',
        'Por qué unirse',
      ),
      t('Grund', '理由', 'Reason', 'Motivo', 'Raison', 'Motivo'),
      { maxRows: 6 },
    ),
    imageField('image'),
  ],
)

export const ProductCentrePage = simple(
  'product-centre-page',
  t('Produkte', '产品中心', 'Products page', 'Prodotti', 'Produits', 'Productos'),
)

export const ShowcasePage = simple(
  'showcase-page',
  t(
    'Produktpräsentation',
    '产品展示',
    'Product showcase',
    'Vetrina prodotti',
    'Vitrine produits',
    'Escaparate de productos',
  ),
  [
    section(
      'tailorism',
      t('Maßanfertigung', '定制服务', 'Tailorism', 'Su misura', 'Sur mesure', 'A medida'),
      [
        {
          name: 'steps',
          type: 'array',
          labels: {
            singular: t('Schritt', '步骤', 'Step', 'Fase', 'Étape', 'Paso'),
            plural: t('Schritte', '步骤', 'Steps', 'Fasi', 'Étapes', 'Pasos'),
          },
          label: t('Schritte', '步骤', 'Steps', 'Fasi', 'Étapes', 'Pasos'),
          fields: [localizedText('title', L.title, { required: true }), localizedText('text', L.text, { long: true })],
        },
      ],
      { image: true },
    ),
    section('slideshow', t('Diashow', '幻灯片', 'Slideshow', 'Presentazione', 'Diaporama', 'Presentación')),
  ],
)

export const NewsPage = simple(
  'news-page',
  t('Nachrichten', '新闻中心', 'News page', 'Notizie', 'Actualités', 'Noticias'),
)

export const TeamworkPage = simple(
  'teamwork-page',
  t(
    'Kooperationsanfrage',
    '合作咨询',
    'Cooperation form page',
    'Richiesta di collaborazione',
    'Demande de coopération',
    'Solicitud de cooperación',
  ),
  [
    localizedText(
      'overseasNotice',
      t(
        'Hinweis Ausland',
        '海外合作提示',
        'Overseas notice',
        'Avviso estero',
        'Avis international',
        'Aviso internacional',
      ),
      { long: true },
    ),
  ],
)

export const pageGlobals: GlobalConfig[] = [
  HomePage,
  AboutPage,
  CraftPage,
  CasePage,
  QualificationPage,
  ContactPage,
  ServicePage,
  RecruitPage,
  ProductCentrePage,
  ShowcasePage,
  NewsPage,
  TeamworkPage,
]
