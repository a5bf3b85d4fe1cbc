import type { Locale } from '@/i18n/locales'
import { hrefFor } from '@/lib/paths'
import { isRouteKey } from '@/lib/routes'
import type { Navigation, SiteSetting } from '@/payload-types'

export type MenuLink = { label: string; href: string; external: boolean }
export type MenuItem = MenuLink & { children: MenuLink[] }

/** The header menu from the navigation global; shop entries resolve to the shops of site settings. */
export function toMenuItems(nav: Navigation, settings: SiteSetting, locale: Locale): MenuItem[] {
  const shops = new Map((settings.shops ?? []).map((s) => [s.slug, s.url]))
  const items: MenuItem[] = []
  for (const item of nav.items ?? []) {
    if (!isRouteKey(item.route)) continue
    const children: MenuLink[] = []
    for (const child of item.children ?? []) {
      if (child.shop) {
        const url = shops.get(child.shop)
        if (url) children.push({ label: child.label, href: url, external: true })
      } else if (isRouteKey(child.route)) {
        children.push({ label: child.label, href: hrefFor(locale, child.route), external: false })
      }
    }
    items.push({ label: item.label, href: hrefFor(locale, item.route), external: false, children })
  }
  return items
}
