import { AUDIT_MONTHS_DEFAULT } from '@/cms/audit/record'
import { demoApprovalKinds } from '@/cms/review/kinds'
import { demoMarkets } from '@/lib/enquiry/markets'

import { asset } from './assets'
import { navigation } from './content/navigation'
import { settings } from './content/settings'
import { synonyms } from './content/synonyms'
import { ensureGlobal, officeIds, type SeedContext } from './context'

export async function seedNavigation(ctx: SeedContext): Promise<void> {
  await ensureGlobal(ctx, 'navigation', 'items', (locale) => ({
    items: navigation.map((item) => ({
      label: item.label[locale],
      route: item.route,
      children: (item.children ?? []).map((child) =>
        'shop' in child
          ? { label: child.label[locale], shop: child.shop, route: null }
          : { label: child.label[locale], route: child.route, shop: null },
      ),
    })),
  }))
}

export async function seedSynonyms(ctx: SeedContext): Promise<void> {
  await ensureGlobal(ctx, 'search-synonyms', 'groups', (locale) => ({
    groups: synonyms.map((group) => ({ words: group[locale] })),
  }))
}

/** Site settings go last: a filled brand name marks a finished seed. */
export async function seedSettings(ctx: SeedContext): Promise<void> {
  const s = settings
  const logo = await asset.logo(ctx, s.brandName)
  const social = await Promise.all(s.social.map((link) => asset.social(ctx, link.kind, link.label)))
  const qr = await Promise.all(s.messaging.map((m) => asset.qr(ctx, m.kind, m.payload, m.label)))
  const officeId = await officeIds(ctx)
  await ensureGlobal(ctx, 'site-settings', 'brandName', (locale) => ({
    brandName: s.brandName[locale],
    tagline: s.tagline[locale],
    logo,
    salesAddress: { label: s.addresses.sales.label[locale], address: s.addresses.sales.address[locale] },
    factoryAddress: { label: s.addresses.factory.label[locale], address: s.addresses.factory.address[locale] },
    copyright: s.copyright[locale],
    filingNumber: s.filingNumber,
    onlinePhone: s.onlinePhone,
    onlineHours: s.onlineHours[locale],
    complaintsPhone: s.complaintsPhone,
    email: s.email,
    onlineTimeZone: s.onlineTimeZone,
    regionalContacts: s.regionalContacts.map((c) => ({
      office: c.office,
      languages: [...c.languages],
      phone: c.phone,
      hours: c.hours[locale],
      timeZone: c.timeZone,
      complaintsPhone: c.complaintsPhone,
      email: c.email,
    })),
    chinaOnly: false,
    markets: s.markets.map((m) => {
      const market = demoMarkets.find((d) => d.key === m.key)!
      return {
        key: m.key,
        name: m.name[locale],
        countries: [...market.countries],
        others: 'others' in market,
        office: officeId(market.office),
        salesRecipients: [...m.salesRecipients],
        hrRecipients: [...m.hrRecipients],
      }
    }),
    social: s.social.map((link, i) => ({ kind: link.kind, label: link.label[locale], url: link.url, icon: social[i] })),
    messaging: s.messaging.map((m, i) => ({ kind: m.kind, label: m.label[locale], hint: m.hint[locale], qr: qr[i] })),
    shops: s.shops.map((shop) => ({ slug: shop.slug, label: shop.label[locale], url: shop.url })),
    // The demo shows its recommended list prices; wholesalers' data questions go to one address.
    trade: { listPrices: true, dataContact: 'produktdaten@sanhaus.example' },
    // Legal pages, products, page texts and these settings go live only once a second person approved them.
    records: { auditMonths: AUDIT_MONTHS_DEFAULT, approvalKinds: demoApprovalKinds(ctx.payload.config.globals) },
  }))
}
