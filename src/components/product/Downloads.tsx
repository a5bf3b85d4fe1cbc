import { getTranslations } from 'next-intl/server'

import { type Locale, localeNames } from '@/i18n/locales'
import { formatFileSize } from '@/lib/catalogue/format'
import { type DownloadRow, groupDownloads } from '@/lib/downloads/group'
import { mediaUrl } from '@/lib/media'
import type { Certificate, Product, TestReport } from '@/payload-types'
import { Icon } from '@/ui/Icon'

import styles from './Product.module.css'

type Props = {
  locale: Locale
  downloads: Product['downloads']
  /** certificates and test reports that name this product */
  certificates?: { certificates: Certificate[]; reports: TestReport[] }
}

type Entry = {
  id: string
  label: string
  href: string
  info: string | null
  language: Locale | null
  attachment: boolean
}

function FileList({ entries }: { entries: Entry[] }) {
  return (
    <ul className={styles.downloads}>
      {entries.map((f) => (
        <li key={f.id}>
          <a
            href={f.href}
            className={styles.download}
            {...(f.attachment ? { download: '' } : { target: '_blank', rel: 'noopener' })}
            data-download={f.attachment ? 'attachment' : 'document'}
          >
            <Icon name="download" size={20} />
            <span>
              <span className={styles.downloadLabel}>{f.label}</span>
              {(f.info || f.language) && (
                <span className={styles.downloadInfo}>
                  {f.info}
                  {f.language && (
                    <>
                      {f.info ? ' · ' : ''}
                      <span lang={f.language}>{localeNames[f.language]}</span>
                    </>
                  )}
                </span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * A product's documents grouped by kind (data sheets, manuals, CAD, BIM …), each with its format
 * and size, and the certificates and test reports that cover it.
 */
export async function Downloads({ locale, downloads, certificates }: Props) {
  const groups = groupDownloads((downloads ?? []) as DownloadRow[], locale)
  const [t, heading] = await Promise.all([
    getTranslations({ locale, namespace: 'downloads' }),
    getTranslations({ locale, namespace: 'product' }),
  ])
  const proofs: Entry[] = [
    ...(certificates?.certificates ?? []).flatMap((c) => {
      const href = mediaUrl(c.image)
      return href
        ? [
            {
              id: `c${c.id}`,
              label: c.caption,
              href,
              info: c.number ? t('certificateNumber', { number: c.number }) : null,
            },
          ]
        : []
    }),
    ...(certificates?.reports ?? []).flatMap((r) => {
      const href = mediaUrl(r.document)
      const info = [t('testReport'), r.number, r.year].filter(Boolean).join(' · ')
      return href ? [{ id: `r${r.id}`, label: r.title, href, info }] : []
    }),
  ].map((e) => ({ ...e, language: null, attachment: false }))
  if (!groups.length && !proofs.length) return null
  return (
    <section aria-labelledby="product-downloads" className={styles.block}>
      <h2 id="product-downloads" className={styles.blockHeading}>
        {heading('downloads')}
      </h2>
      {groups.map((g) => (
        <div key={g.kind} className={styles.downloadGroup} data-kind={g.kind}>
          <h3 className={styles.downloadKind}>{t(`kinds.${g.kind}`)}</h3>
          <FileList
            entries={g.files.map((f) => ({
              ...f,
              info:
                f.size === null ? f.format : t('fileInfo', { format: f.format, size: formatFileSize(f.size, locale) }),
            }))}
          />
        </div>
      ))}
      {proofs.length > 0 && (
        <div className={styles.downloadGroup} data-kind="proofs">
          <h3 className={styles.downloadKind}>{t('certificates')}</h3>
          <FileList entries={proofs} />
        </div>
      )}
    </section>
  )
}
