import type { Locale } from '@/i18n/locales'
import { fallbackLang } from '@/lib/fallbackLang'
import { hrefFor } from '@/lib/paths'
import { isRouteKey } from '@/lib/routes'
import type { Navigation, SiteSetting } from '@/payload-types'

/** `lang`: the label's language where it came from another language than the page's (`fallbackLang`). */
export type MenuLink = { label: string; href: string; external: boolean; lang?: string }
export type MenuItem = MenuLink & { children: MenuLink[] }

/** The header menu from the navigation global; shop entries resolve to the shops of site settings. */
export function toMenuItems(nav: Navigation, settings: SiteSetting, locale: Locale): MenuItem[] {
  const shops = new Map((settings.shops ?? []).map((s) => [s.slug, s.url]))
  const items: MenuItem[] = []
  for (const [i, item] of (nav.items ?? []).entries()) {
    if (!isRouteKey(item.route)) continue
    const children: MenuLink[] = []
    for (const [j, child] of (item.children ?? []).entries()) {
      const lang = fallbackLang(nav, `items.${i}.children.${j}.label`)
      if (child.shop) {
        const url = shops.get(child.shop)
        if (url) children.push({ label: child.label, href: url, external: true, lang })
      } else if (isRouteKey(child.route)) {
        children.push({ label: child.label, href: hrefFor(locale, child.route), external: false, lang })
      }
    }
    const lang = fallbackLang(nav, `items.${i}.label`)
    items.push({ label: item.label, href: hrefFor(locale, item.route), external: false, children, lang })
  }
  return items
}
