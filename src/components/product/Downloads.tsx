import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { type Locale, localeNames } from '@/i18n/locales'
import { cadFormats } from '@/lib/cad/files'
import { formatFileSize } from '@/lib/catalogue/format'
import type { CadDownload } from '@/lib/cms/cad'
import type { DeclarationEntry } from '@/lib/cms/declarations'
import { dopHref, dopLocaleFor } from '@/lib/dop/declaration'
import { type DownloadRow, groupDownloads } from '@/lib/downloads/group'
import { type DownloadKind, downloadKindValues } from '@/lib/downloads/kinds'
import { mediaUrl } from '@/lib/media'
import { hrefFor } from '@/lib/paths'
import type { Certificate, Product, TestReport } from '@/payload-types'
import { Icon } from '@/ui/Icon'

import styles from './Product.module.css'

type Props = {
  locale: Locale
  downloads: Product['downloads']
  /** certificates and test reports that name this product */
  certificates?: { certificates: Certificate[]; reports: TestReport[] }
  /** the CAD and BIM files the site made of this variant, first in their kinds */
  made?: CadDownload[]
  /** the address of the installation manual the site makes of this variant, first of its kind */
  manual?: string | null
  /** the declarations of performance issued for this variant */
  declarations?: DeclarationEntry[]
}

type Entry = {
  id: string
  label: string
  /** null for a register entry without a document (a test report kept on file) */
  href: string | null
  info: string | null
  language: Locale | null
  attachment: boolean
}

function EntryText({ entry }: { entry: Entry }) {
  return (
    <span>
      <span className={styles.downloadLabel}>{entry.label}</span>
      {(entry.info || entry.language) && (
        <span className={styles.downloadInfo}>
          {entry.info}
          {entry.language && (
            <>
              {entry.info ? ' · ' : ''}
              <span lang={entry.language}>{localeNames[entry.language]}</span>
            </>
          )}
        </span>
      )}
    </span>
  )
}

function FileList({ entries }: { entries: Entry[] }) {
  return (
    <ul className={styles.downloads}>
      {entries.map((f) => (
        <li key={f.id}>
          {f.href ? (
            <a
              href={f.href}
              className={styles.download}
              {...(f.attachment ? { download: '' } : { target: '_blank', rel: 'noopener' })}
              data-download={f.attachment ? 'attachment' : 'document'}
            >
              <Icon name="download" size={20} />
              <EntryText entry={f} />
            </a>
          ) : (
            <span className={`${styles.download} ${styles.onFile}`}>
              <Icon name="check" size={20} />
              <EntryText entry={f} />
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * A product's documents grouped by kind (data sheets, manuals, CAD, BIM …), each with its format
 * and size: the files the site makes of the variant first, then those editors uploaded; and the
 * certificates and test reports that cover it.
 */
export async function Downloads({
  locale,
  downloads,
  certificates,
  made = [],
  manual = null,
  declarations = [],
}: Props) {
  const [t, heading, tm, td] = await Promise.all([
    getTranslations({ locale, namespace: 'downloads' }),
    getTranslations({ locale, namespace: 'product' }),
    getTranslations({ locale, namespace: 'manual' }),
    getTranslations({ locale, namespace: 'dopIndex' }),
  ])
  const size = (format: string, bytes: number | null) =>
    bytes === null ? format : t('fileInfo', { format, size: formatFileSize(bytes, locale) })
  const uploaded = groupDownloads((downloads ?? []) as DownloadRow[], locale)
  const groups = downloadKindValues.flatMap((kind: DownloadKind) => {
    const entries: Entry[] = [
      ...(kind === 'installation' && manual
        ? [{ id: 'made-manual', label: tm('kind'), href: manual, info: 'PDF', language: null, attachment: false }]
        : []),
      ...made
        .filter((f) => cadFormats[f.format].download === kind)
        .map((f) => {
          const format = cadFormats[f.format]
          const info = size(format.name, f.size)
          return {
            id: `made-${f.format}`,
            label: t(`made.${format.kind}`),
            href: f.href,
            info: f.articles.length > 1 ? `${info} · ${t('covers', { articles: f.articles.join(', ') })}` : info,
            language: null,
            attachment: true,
          }
        }),
      ...(uploaded.find((g) => g.kind === kind)?.files ?? []).map((f) => ({ ...f, info: size(f.format, f.size) })),
    ]
    return entries.length ? [{ kind, entries }] : []
  })
  const proofs: Entry[] = [
    ...(certificates?.certificates ?? []).flatMap((c) => {
      // The certificate as issued (PDF) where the CMS holds it, else its picture.
      const pdf = mediaUrl(c.document)
      const href = pdf ?? mediaUrl(c.image)
      const number = c.number ? t('certificateNumber', { number: c.number }) : null
      return href
        ? [{ id: `c${c.id}`, label: c.caption, href, info: pdf ? [number, 'PDF'].filter(Boolean).join(' · ') : number }]
        : []
    }),
    ...(certificates?.reports ?? []).flatMap((r) => {
      const href = mediaUrl(r.document)
      const info = [t('testReport'), r.number, r.year, href ? 'PDF' : null].filter(Boolean).join(' · ')
      return [{ id: `r${r.id}`, label: r.title, href, info }]
    }),
  ].map((e) => ({ ...e, language: null, attachment: false }))
  // A declaration in the page's language where one is issued in it, else in English; the index has the others.
  const dopLocale = dopLocaleFor(locale)
  const dops: Entry[] = declarations.map((d) => {
    const lang = d.languages.includes(dopLocale) ? dopLocale : d.languages[0]!
    return {
      id: `dop-${d.number}`,
      label: td('label', { number: d.number }),
      href: dopHref(d.number, lang),
      info: td('info', { standard: d.standard }),
      language: lang === locale ? null : lang,
      attachment: false,
    }
  })
  if (!groups.length && !proofs.length && !dops.length) return null
  return (
    <section aria-labelledby="product-downloads" className={styles.block}>
      <h2 id="product-downloads" className={styles.blockHeading}>
        {heading('downloads')}
      </h2>
      {groups.map((g) => (
        <div key={g.kind} className={styles.downloadGroup} data-kind={g.kind}>
          <h3 className={styles.downloadKind}>{t(`kinds.${g.kind}`)}</h3>
          <FileList entries={g.entries} />
        </div>
      ))}
      {dops.length > 0 && (
        <div className={styles.downloadGroup} data-kind="dop">
          <h3 className={styles.downloadKind}>{td('heading')}</h3>
          <FileList entries={dops} />
          <p className={styles.dopAll}>
            <Link href={hrefFor(locale, 'dop')}>{td('all')}</Link>
          </p>
        </div>
      )}
      {proofs.length > 0 && (
        <div className={styles.downloadGroup} data-kind="proofs">
          <h3 className={styles.downloadKind}>{t('certificates')}</h3>
          <FileList entries={proofs} />
        </div>
      )}
    </section>
  )
}
