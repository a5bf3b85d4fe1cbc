/**
 * The commercial and logistics data of a sellable item, as the trade's formats carry it: the
 * packaging unit (UN/ECE Recommendation 20 codes, as BMEcat's ORDER_UNIT takes them), and how a
 * recommended list price reads on a page.
 */
import { formatTags, type Locale } from '@/i18n/locales'
import { n, type Named } from '@/lib/catalogue/specs'

export const orderUnits: readonly { code: string; label: Named }[] = [
  { code: 'C62', label: n('Stück', '件', 'Piece', 'Pezzo', 'Pièce', 'Pieza') },
  { code: 'SET', label: n('Set', '套', 'Set', 'Set', 'Ensemble', 'Juego') },
  { code: 'PR', label: n('Paar', '对', 'Pair', 'Paio', 'Paire', 'Par') },
  { code: 'PK', label: n('Packung', '包', 'Pack', 'Confezione', 'Paquet', 'Paquete') },
]

/** A price in euros in the page's language: „1.249,00 €“, "€1,249.00", „1 249,00 €“. */
export function formatEuro(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(formatTags[locale], { style: 'currency', currency: 'EUR' }).format(amount)
}
