import type { GlobalConfig } from 'payload'

import { legalPageLabels } from '@/cms/collections/CompanyFacts'
import { declarationLabels } from '@/cms/collections/Declarations'
import { localizedText } from '@/cms/fields/common'
import { pageGlobal } from '@/cms/globals/pageGlobal'
import { brandOptions, groups, help, L, t, type AdminText } from '@/cms/labels'
import { routeKeys, routes, type RouteKey } from '@/lib/routes'
import { shopSlugs } from '@/lib/vocabularies'

/** Each page an item can lead to, as editors know it; its address follows in brackets. */
const routeLabels: Record<RouteKey, AdminText> = {
  home: t('Startseite', '首页', 'Home page', 'Pagina iniziale', 'Accueil', 'Inicio'),
  about: t('Über uns', '关于我们', 'About us', 'Chi siamo', 'À propos', 'Sobre nosotros'),
  product: t('Produktkatalog', '产品目录', 'Product catalogue', 'Catalogo prodotti', 'Catalogue', 'Catálogo'),
  series: t('Serien', '系列', 'Series', 'Serie', 'Séries', 'Series'),
  compare: t('Produktvergleich', '产品对比', 'Product comparison', 'Confronto prodotti', 'Comparateur', 'Comparador'),
  list: t('Merkliste', '项目清单', 'Project list', 'Lista di progetto', 'Liste de projet', 'Lista de proyecto'),
  products: t('Produkte', '产品', 'Products', 'Prodotti', 'Produits', 'Productos'),
  tailorism: t('Maßanfertigung', '定制', 'Made to measure', 'Su misura', 'Sur mesure', 'A medida'),
  slideshow: t(
    'Produktschau',
    '产品展示',
    'Product show',
    'Vetrina prodotti',
    'Diaporama produits',
    'Muestra de productos',
  ),
  craft: t('Technologie', '工艺技术', 'Technology', 'Tecnologia', 'Technologie', 'Tecnología'),
  case: t('Referenzen', '工程案例', 'Projects', 'Referenze', 'Références', 'Referencias'),
  certifiction: t('Zertifikate', '资质认证', 'Certificates', 'Certificati', 'Certificats', 'Certificados'),
  contact: t('Kontakt', '联系我们', 'Contact', 'Contatti', 'Contact', 'Contacto'),
  teamwork: t('Zusammenarbeit', '合作', 'Cooperation', 'Collaborazione', 'Coopération', 'Cooperación'),
  recruit: t('Karriere', '人才招聘', 'Careers', 'Lavora con noi', 'Carrières', 'Empleo'),
  details: t('Kontaktdaten', '联系方式', 'Contact details', 'Recapiti', 'Coordonnées', 'Datos de contacto'),
  service: t('Service', '服务', 'Service', 'Assistenza', 'Service', 'Servicio'),
  shop: t('Shop', '商城', 'Shop', 'Negozio', 'Boutique', 'Tienda'),
  news: t('Neuigkeiten', '新闻资讯', 'News', 'Notizie', 'Actualités', 'Noticias'),
  search: t('Suche', '搜索', 'Search', 'Ricerca', 'Recherche', 'Búsqueda'),
  ...legalPageLabels,
  guarantee: t('Garantie', '质保', 'Guarantee', 'Garanzia', 'Garantie', 'Garantía'),
  trade: t('Handelsdaten', '贸易数据', 'Trade data', 'Dati commerciali', 'Données commerciales', 'Datos comerciales'),
  dop: declarationLabels.plural,
  showrooms: t('Ausstellungen', '展厅', 'Showrooms', 'Showroom', 'Showrooms', 'Exposiciones'),
}

/** A label with the page's address after it in every language: "Startseite (/home)". */
const withPath = (label: AdminText, path: string): AdminText =>
  Object.fromEntries(Object.entries(label).map(([l, text]) => [l, `${text} (${path})`])) as AdminText

const routeField = {
  name: 'route',
  type: 'select' as const,
  label: t('Seite', '页面', 'Page', 'Pagina', 'Page', 'Página'),
  options: routeKeys.map((key) => ({ value: key, label: withPath(routeLabels[key], routes[key]) })),
}

export const Navigation: GlobalConfig = pageGlobal(
  'navigation',
  t('Navigation', '导航菜单', 'Navigation', 'Navigazione', 'Navigation', 'Navegación'),
  [
    {
      name: 'items',
      type: 'array',
      labels: {
        singular: t('Menüpunkt', '菜单项', 'Menu item', 'Voce di menu', 'Entrée de menu', 'Elemento de menú'),
        plural: t('Menüpunkte', '菜单项', 'Menu items', 'Voci di menu', 'Entrées de menu', 'Elementos de menú'),
      },
      label: t('Menüpunkte', '菜单项', 'Menu items', 'Voci di menu', 'Éléments de menu', 'Elementos del menú'),
      fields: [
        localizedText('label', L.label, { required: true }),
        { ...routeField, required: true },
        {
          name: 'children',
          type: 'array',
          labels: {
            singular: t(
              'Unterpunkt',
              '子菜单项',
              'Submenu item',
              'Voce di sottomenu',
              'Entrée de sous-menu',
              'Elemento de submenú',
            ),
            plural: t(
              'Unterpunkte',
              '子菜单项',
              'Submenu items',
              'Voci di sottomenu',
              'Entrées de sous-menu',
              'Elementos de submenú',
            ),
          },
          label: t('Untermenü', '子菜单', 'Submenu', 'Sottomenu', 'Sous-menu', 'Submenú'),
          fields: [
            localizedText('label', L.label, { required: true }),
            routeField,
            {
              name: 'shop',
              type: 'select',
              label: t(
                'Externer Shop',
                '外部商城',
                'External shop',
                'Negozio esterno',
                'Boutique externe',
                'Tienda externa',
              ),
              options: brandOptions(shopSlugs),
              admin: { description: help.shop },
            },
          ],
        },
      ],
    },
  ],
  groups.site,
)
