import type { Locale } from '@/i18n/locales'
import { formatNewsDate, isoDay } from '@/lib/news/date'

/** An article's date in the page's language, with the machine-readable day. */
export function NewsDate({ iso, locale, className }: { iso: string; locale: Locale; className?: string }) {
  return (
    <time dateTime={isoDay(iso)} className={className}>
      {formatNewsDate(iso, locale)}
    </time>
  )
}
