import type { CollectionBeforeOperationHook } from 'payload'

import { hasRole } from '@/cms/access/roles'
import { inAdminLanguage, t } from '@/cms/labels'
import { Refused } from '@/cms/refused'

const refused = t(
  'Preise ändern nur Administratoren. Ihre Änderung der unverbindlichen Preisempfehlung wurde nicht gespeichert.',
  '仅管理员可修改价格。您对建议零售价的修改未被保存。',
  'Only administrators change prices. Your change of the recommended list price was not saved.',
  'Solo gli amministratori modificano i prezzi. La modifica del prezzo consigliato non è stata salvata.',
  'Seuls les administrateurs modifient les prix. Votre modification du prix conseillé n’a pas été enregistrée.',
  'Solo los administradores cambian los precios. Su cambio del precio recomendado no se ha guardado.',
)

type Row = { id?: unknown; articleNumber?: unknown; trade?: { listPrice?: unknown } | null }
type Doc = { trade?: { listPrice?: unknown } | null; variants?: Row[] | null }

const price = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** The list prices a document states: the product's and each variant's, by row. */
function pricesIn(doc: Doc | null | undefined): Map<string, number | null> {
  const out = new Map<string, number | null>()
  if (!doc || typeof doc !== 'object') return out
  if (doc.trade && typeof doc.trade === 'object' && 'listPrice' in doc.trade)
    out.set('product', price(doc.trade.listPrice))
  for (const row of Array.isArray(doc.variants) ? doc.variants : []) {
    if (!row?.trade || typeof row.trade !== 'object' || !('listPrice' in row.trade)) continue
    // A row is known by its id (an editor may renumber a variant), else by its article number.
    const key =
      typeof row.id === 'string' && row.id
        ? row.id
        : typeof row.articleNumber === 'string' && row.articleNumber
          ? row.articleNumber
          : ''
    out.set(`variant:${key}`, price(row.trade.listPrice))
  }
  return out
}

/**
 * Prices are an admin's: an editor's (or translator's) save that changes a recommended list price
 * is refused with 403 and a message in the admin's language, not quietly dropped. A save that
 * carries the prices unchanged (the admin's form sends them read-only) passes.
 */
export const guardListPrices: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (!req.user || hasRole(req, 'admin')) return args
  const sent = pricesIn((args as { data?: Doc }).data)
  if (![...sent.values()].some((v) => v !== null) && operation === 'create') return args
  if (!sent.size) return args
  const id = (args as { id?: number | string }).id
  const stored =
    operation === 'update' && id !== undefined
      ? await req.payload
          .findByID({
            collection: 'products',
            id,
            draft: true,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req,
          })
          .catch(() => null)
      : null
  const before = pricesIn(stored as Doc | null)
  for (const [key, value] of sent)
    if ((before.get(key) ?? null) !== value) throw new Refused(inAdminLanguage(refused, req), 403, 'listPrice')
  return args
}
