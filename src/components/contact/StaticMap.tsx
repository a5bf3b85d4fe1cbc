import { locationMap } from '@/lib/geo/locationMap'

import styles from './Contact.module.css'

type Props = {
  place: { lat: number; lng: number }
  city: string
  /** accessible name of the picture, e.g. "Karte: Produktionsgesellschaft Pujiang, Pujiang" */
  label: string
}

/** Pin with its tip at the origin: 22 units wide, 32 high. */
const PIN = 'M0 0C-2.2-6.4-11-12.4-11-21a11 11 0 0 1 22 0c0 8.6-8.8 14.6-11 21Z'

/**
 * Where an office is, drawn by the site itself (no request to anyone): the region around it with
 * its country set apart, a pin, and the city named beside the pin. Complete without JavaScript.
 */
export function StaticMap({ place, city, label }: Props) {
  const map = locationMap(place)
  const { x, y } = map.pin
  const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`
  return (
    <div className={styles.static}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} className={styles.svg}>
        <rect width={map.width} height={map.height} className={styles.sea} />
        {map.land && <path d={map.land} className={styles.land} />}
        {map.home && <path d={map.home} className={styles.home} />}
        {map.borders && <path d={map.borders} className={styles.borders} />}
        <g transform={`translate(${x} ${y})`}>
          <g className={styles.pinMark}>
            <ellipse rx="9" ry="3" className={styles.pinShadow} />
            <path d={PIN} className={styles.pin} />
            <circle cy="-21" r="4.2" className={styles.pinDot} />
          </g>
        </g>
      </svg>
      {/* Real text beside the pin, so it keeps its size on every screen. */}
      <span
        className={styles.city}
        style={{ left: pct(x + 16, map.width), top: pct(y - 21, map.height) }}
        aria-hidden="true"
      >
        {city}
      </span>
    </div>
  )
}
