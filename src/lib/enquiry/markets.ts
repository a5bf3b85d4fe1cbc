/**
 * Markets: which office answers the enquiries of which countries, and who is told of them (the
 * table "Markets" of the site settings). Pure, shared by the enquiry endpoint, its notification,
 * and the pages that later speak per market (guarantees, declarations, showrooms).
 */
import { CHINA, euMemberStates } from '@/lib/geo/countries'

export type MarketRow = {
  key: string
  countries?: readonly string[] | null
  /** this market takes every country no other market lists */
  others?: boolean | null
  salesRecipients?: readonly string[] | null
  hrRecipients?: readonly string[] | null
}

/** The market of a country: the one that lists it, else the one for every other country; null without either. */
export function marketOf<M extends MarketRow>(country: string, markets: readonly M[] | null | undefined): M | null {
  const rows = markets ?? []
  return rows.find((m) => m.countries?.includes(country)) ?? rows.find((m) => m.others) ?? null
}

/**
 * Who is told of an enquiry: the market's sales recipients for cooperation enquiries, its HR
 * recipients for applications; where the market names none (or there is no market), the
 * address configured for the whole site (`SALES_EMAIL`, `HR_EMAIL`).
 */
export function recipientsOf(
  market: MarketRow | null,
  application: boolean,
  fallback: { sales: string; hr: string },
): string[] {
  const listed = (application ? market?.hrRecipients : market?.salesRecipients) ?? []
  const named = listed.map((r) => r.trim()).filter(Boolean)
  return named.length > 0 ? named : [application ? fallback.hr : fallback.sales]
}

/** The demo content's three markets (their offices are linked by the seed). */
export const demoMarkets = [
  { key: 'china', countries: [CHINA], office: 'hangzhou' },
  { key: 'europe', countries: [...euMemberStates, 'GB', 'CH', 'NO'], office: 'germany' },
  { key: 'international', countries: [], others: true, office: 'germany' },
] as const
