import { fallbackLang } from '@/lib/fallbackLang'
import { imageData } from '@/lib/media'
import type { Office } from '@/payload-types'
import { Img } from '@/ui/CmsImage'
import { reveal } from '@/ui/text'

import styles from './Contact.module.css'
import { ContactRows } from './ContactRows'
import { MapSwitch } from './MapSwitch.client'
import type { MapLabels, MapTiles } from './mapTypes'
import { StaticMap } from './StaticMap'

export type OfficeLabels = {
  rows: Record<'tel' | 'email' | 'web' | 'address', string>
  newTab: string
  /** "QR-Code: {message}" */
  qr: (message: string) => string
  /** accessible names of the static and the interactive map */
  staticMap: (name: string, city: string) => string
  interactiveMap: (name: string, city: string) => string
  map: Omit<MapLabels, 'interactive'>
}

type Props = { office: Office; index: number; labels: OfficeLabels; tiles: MapTiles }

/**
 * A name with a trailing bracket ("…有限公司（法兰克福）") breaks before the bracket, not anywhere in
 * the Chinese characters (where balanced wrapping would otherwise cut the company name).
 */
function Name({ text }: { text: string }) {
  const m = /^(.+?)([（(][^（）()]+[）)])$/.exec(text)
  if (!m) return text
  return (
    <>
      <span className={styles.keep}>{m[1]}</span>
      <span className={styles.keep}>{m[2]}</span>
    </>
  )
}

/** One office: name, contact rows and messaging QR code beside its map. */
export function OfficeCard({ office, index, labels, tiles }: Props) {
  const { name, city } = office
  const rows = office.contacts ?? []
  const message = office.qr?.message ?? ''
  const qr = imageData(office.qr?.image, 'thumb')
  const headingId = `office-${office.key}`

  return (
    <article className={styles.office} aria-labelledby={headingId} data-reveal style={reveal(index)}>
      <div className={styles.details}>
        <p className={`eyebrow ${styles.eyebrow}`} lang={fallbackLang(office, 'city')}>
          {city}
        </p>
        <h2 id={headingId} className={styles.name} lang={fallbackLang(office, 'name')}>
          <Name text={name} />
        </h2>
        <ContactRows rows={rows} labels={labels.rows} newTab={labels.newTab} />
        {qr && (
          <figure className={styles.qr}>
            <Img image={{ ...qr, alt: labels.qr(message || name) }} sizes="112px" className={styles.qrImage} />
            {message && <figcaption aria-hidden="true">{message}</figcaption>}
          </figure>
        )}
      </div>
      <MapSwitch
        center={office.center}
        marker={office.marker}
        zoom={office.zoom}
        city={city}
        tiles={tiles}
        labels={{ ...labels.map, interactive: labels.interactiveMap(name, city) }}
      >
        <StaticMap place={office.marker} city={city} label={labels.staticMap(name, city)} />
      </MapSwitch>
    </article>
  )
}
