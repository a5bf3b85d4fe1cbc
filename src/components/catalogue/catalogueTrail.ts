import type { Locale } from '@/i18n/locales'
import { catalogueHref } from '@/lib/paths'
import type { Crumb } from '@/ui/Breadcrumbs'

type Named = { title: string; slug: string }

/** Breadcrumbs below home: the product centre, then the category and sub-category where given. */
export function catalogueTrail(locale: Locale, centre: string, category: Named | null, sub: Named | null): Crumb[] {
  const trail: Crumb[] = [{ label: centre, href: catalogueHref(locale) }]
  if (category) trail.push({ label: category.title, href: catalogueHref(locale, { category: category.slug }) })
  if (category && sub)
    trail.push({ label: sub.title, href: catalogueHref(locale, { category: category.slug, sub: sub.slug }) })
  return trail
}
