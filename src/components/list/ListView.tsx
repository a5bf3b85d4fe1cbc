import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'
import { isPublished, type ListRow } from '@/lib/cms/list'
import { tenderFileLabels } from '@/lib/cms/tender'
import { tenderFormats } from '@/lib/documentPaths'
import type { ListItem } from '@/lib/list/items'
import { MAX_LIST } from '@/lib/list/items'
import { catalogueHref, enquiryHref, hrefFor } from '@/lib/paths'
import { pluralForms } from '@/lib/text/plural'
import { listExportLabels, listExportSuffix } from '@/lib/trade/feedPaths'
import { CmsImage } from '@/ui/CmsImage'
import { Icon } from '@/ui/Icon'
import { Notices, SimpleHead } from '@/ui/Notices'

import styles from './List.module.css'
import { ListEditor, type ListEntry, type ListTexts } from './ListEditor.client'

type Props = {
  locale: Locale
  shared: ListItem[]
  rows: ListRow[]
  invalid: string[]
  dropped: number
}

/** A row's head as the server renders it: picture, name, variant and article number, or that it is gone. */
function RowHead({ row, gone, article }: { row: ListRow; gone: string; article: string }) {
  return (
    <div className={styles.rowHead}>
      <div className={styles.thumb}>
        {row.image ? <CmsImage media={row.image} size="thumb" sizes="96px" decorative /> : <Icon name="bookmark" />}
      </div>
      <div>
        {isPublished(row) && row.href ? (
          <Link href={row.href} className={styles.rowName} lang={row.lang}>
            {row.title}
          </Link>
        ) : (
          <span className={styles.rowName}>{article}</span>
        )}
        {row.variantName && <span className={styles.rowVariant}>{row.variantName}</span>}
        {isPublished(row) && <span className={styles.rowArticle}>{article}</span>}
        {row.state !== 'available' && (
          <span className={styles.badge} data-state={row.state}>
            {gone}
          </span>
        )}
      </div>
    </div>
  )
}

/** The Merkliste page: its head, what the address held that is no row, and the list's rows. */
export async function ListView({ locale, shared, rows, invalid, dropped }: Props) {
  const [t, ts, tt, tenderLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'tender' }),
    tenderFileLabels(locale),
  ])
  const texts = Object.fromEntries(
    (
      [
        'empty',
        'emptyHint',
        'browse',
        'loading',
        'noscript',
        'colProduct',
        'colQuantity',
        'remove',
        'unavailable',
        'removeUnavailable',
        'sharedTitle',
        'merge',
        'replace',
        'showMine',
        'adopted',
        'send',
        'pdf',
        'exports',
        'shareLabel',
        'copy',
        'copied',
        'clear',
        'cleared',
        'undo',
        'totals',
        'quantityInvalid',
      ] as const
    ).map((key) => [key, t.raw(key) as string]),
  ) as Omit<ListTexts, 'sharedText'>
  const entries: ListEntry[] = rows.map((row) => ({
    article: row.article,
    available: isPublished(row),
    name: row.title ? [row.title, row.variantName].filter(Boolean).join(' – ') : row.article,
    head: (
      <RowHead
        row={row}
        gone={t(row.state === 'unknown' ? 'unknown' : 'unavailable')}
        article={ts('articleNumber', { number: row.article })}
      />
    ),
  }))
  const notices = [
    ...(invalid.length ? [t('invalidParts', { parts: invalid.join(', ') })] : []),
    ...(dropped ? [t('dropped', { count: dropped, max: MAX_LIST })] : []),
  ]
  return (
    <>
      <SimpleHead title={t('title')} intro={t('intro')} />
      <section className="section">
        <div className="container">
          <Notices notices={notices} name="list" />
          <ListEditor
            shared={shared}
            entries={entries}
            lang={localeTags[locale]}
            texts={{ ...texts, sharedText: pluralForms(locale, (count) => t('sharedText', { count })) }}
            listPath={hrefFor(locale, 'list')}
            pdfPath={`${hrefFor(locale, 'list')}.pdf`}
            exportPaths={listExportLabels.map(([format, label]) => [
              label,
              `${hrefFor(locale, 'list')}${listExportSuffix[format]}`,
            ])}
            tender={{
              label: tt('listFiles'),
              paths: tenderFormats.map((format) => [
                tenderLabels[format],
                `${hrefFor(locale, 'list')}.tender.${format}`,
              ]),
            }}
            enquiryHref={enquiryHref(locale, { type: 'project' })}
            browseHref={catalogueHref(locale)}
          />
          <p className={styles.privacy}>
            {t('privacy')} <Link href={hrefFor(locale, 'privacy')}>{t('privacyLink')}</Link>
          </p>
        </div>
      </section>
    </>
  )
}
