import { gtinProblem } from '@/lib/catalogue/articles'

/**
 * GS1 Digital Link (GS1 Digital Link standard 1.4): the address a carton's QR code or a product
 * passport carries, `https://<domain>/01/<GTIN>`, and the link types it resolves to.
 */

/** The path of a GTIN's Digital Link, unprefixed like the short links `/p/…`. */
export const DIGITAL_LINK_PREFIX = '/01'

/** A GTIN-8, -12, -13 or -14 with a correct check digit as the 14 digits GS1 keys it by; else null. */
export function gtin14(value: string): string | null {
  const digits = value.trim()
  return gtinProblem(digits) === null ? digits.padStart(14, '0') : null
}

/** `/01/04262025601013` for any length of the same GTIN; null for a GTIN that is none. */
export function digitalLinkHref(gtin: string): string | null {
  const key = gtin14(gtin)
  return key ? `${DIGITAL_LINK_PREFIX}/${key}` : null
}

/** GS1's link types the site answers (https://ref.gs1.org/voc/), by their short name. */
export const gs1LinkTypes = {
  'gs1:pip': 'https://gs1.org/voc/pip',
  'gs1:certificationInfo': 'https://gs1.org/voc/certificationInfo',
  'gs1:instructions': 'https://gs1.org/voc/instructions',
  'gs1:safetyInfo': 'https://gs1.org/voc/safetyInfo',
} as const

/**
 * The site's own link types, for what GS1's vocabulary has no type of: `<site>/voc/<name>`
 * (the README lists them).
 */
export const ownLinkTypeNames = ['datasheet', 'tenderText', 'cad2d', 'bim', 'cad3d'] as const
export type OwnLinkType = (typeof ownLinkTypeNames)[number]

export const ownLinkType = (origin: string, name: OwnLinkType): string => `${origin}/voc/${name}`

/** Every link type the site answers, as the URI a linkset names it by. */
export function linkTypeUris(origin: string): string[] {
  return [...Object.values(gs1LinkTypes), ...ownLinkTypeNames.map((n) => ownLinkType(origin, n))]
}

/**
 * A `linkType` parameter as the URI of its type: GS1's short (`gs1:pip`) and full forms, and the
 * site's own (`sanhaus:cad2d` or its URI). Null for a type the site does not know.
 */
export function linkTypeUri(value: string, origin: string): string | null {
  const v = value.trim()
  if (v in gs1LinkTypes) return gs1LinkTypes[v as keyof typeof gs1LinkTypes]
  if ((Object.values(gs1LinkTypes) as string[]).includes(v)) return v
  const own = /^sanhaus:(\w+)$/.exec(v)?.[1] ?? (v.startsWith(`${origin}/voc/`) ? v.slice(origin.length + 5) : null)
  return own && (ownLinkTypeNames as readonly string[]).includes(own) ? ownLinkType(origin, own as OwnLinkType) : null
}

/** One target of a Digital Link: where, in which language, of what media type. */
export type DigitalLinkTarget = { rel: string; href: string; hreflang?: string; type: string; title?: string }

/**
 * The RFC 9264 linkset of a Digital Link (`application/linkset+json`): one context object, its
 * anchor the Digital Link, each link type a member with its targets; `gs1:defaultLink` is the
 * product page in the default language.
 */
export function linkset(anchor: string, targets: readonly DigitalLinkTarget[], defaultHref: string): object {
  const byType = new Map<string, object[]>()
  for (const t of targets) {
    const list = byType.get(t.rel) ?? []
    list.push({
      href: t.href,
      type: t.type,
      ...(t.hreflang ? { hreflang: [t.hreflang] } : {}),
      ...(t.title ? { title: t.title } : {}),
    })
    byType.set(t.rel, list)
  }
  return {
    linkset: [
      {
        anchor,
        'https://gs1.org/voc/defaultLink': [{ href: defaultHref, type: 'text/html' }],
        ...Object.fromEntries(byType),
      },
    ],
  }
}
