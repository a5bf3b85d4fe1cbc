import type { GlobalConfig } from 'payload'

import { localizedText } from '@/cms/fields/common'
import { pageGlobal } from '@/cms/globals/pageGlobal'
import { groups, help, L, t } from '@/cms/labels'
import { routeKeys } from '@/lib/routes'
import { shopSlugs } from '@/lib/vocabularies'

const routeField = {
  name: 'route',
  type: 'select' as const,
  label: t('Seite', '页面', 'Page', 'Pagina', 'Page', 'Página'),
  options: routeKeys.map((key) => ({ value: key, label: key })),
}

export const Navigation: GlobalConfig = pageGlobal(
  'navigation',
  t('Navigation', '导航菜单', 'Navigation', 'Navigazione', 'Navigation', 'Navegación'),
  [
    {
      name: 'items',
      type: 'array',
      label: t('Menüpunkte', '菜单项', 'Menu items', 'Voci di menu', 'Éléments de menu', 'Elementos del menú'),
      fields: [
        localizedText('label', L.label, { required: true }),
        { ...routeField, required: true },
        {
          name: 'children',
          type: 'array',
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
              options: [...shopSlugs],
              admin: { description: help.shop },
            },
          ],
        },
      ],
    },
  ],
  groups.site,
)
