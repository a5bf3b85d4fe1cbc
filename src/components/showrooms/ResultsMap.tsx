import contact from '@/components/contact/Contact.module.css'
import { locationMap, pointsOnMap } from '@/lib/geo/locationMap'

import styles from './Showrooms.module.css'

type Point = { lat: number; lng: number; label: string; slug: string; index: number }

/** The interactive map's zoom that shows the radius across its width (about 600 px). */
export function zoomFor(radiusKm: number, lat: number): number {
  const metresPerPixel = (2.3 * radiusKm * 1000) / 600
  const zoom = Math.floor(Math.log2((156_543 * Math.cos((lat * Math.PI) / 180)) / metresPerPixel))
  return Math.min(15, Math.max(3, zoom))
}

const WIDTH = 640
const HEIGHT = 440

/**
 * Degrees of longitude across the window so that the radius and a sixth more fit above and below
 * the place (the window is wider than high); at least a city's width.
 */
function spanFor(radiusKm: number, lat: number): number {
  const kmPerDegree = 111.32 * Math.cos((lat * Math.PI) / 180)
  return Math.min(80, Math.max(0.4, (2 * 1.15 * (WIDTH / HEIGHT) * radiusKm) / Math.max(kmPerDegree, 10)))
}

/**
 * The searched place and the showrooms found, drawn by the site from its own atlas (no request
 * to anyone): the region, the place as a ring, each showroom as a numbered point matching the list.
 */
export function ResultsMap({
  origin,
  radius,
  points,
  label,
}: {
  origin: { lat: number; lng: number }
  radius: number
  points: Point[]
  label: string
}) {
  // The window's centre to two decimals: windows around nearby searches are drawn once.
  const centre = { lat: Math.round(origin.lat * 100) / 100, lng: Math.round(origin.lng * 100) / 100 }
  const options = { span: spanFor(radius, origin.lat), width: WIDTH, height: HEIGHT }
  const map = locationMap(centre, options)
  const [here] = pointsOnMap(centre, [origin], options)
  const marks = pointsOnMap(centre, points, options)
  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} role="img" aria-label={label} className={contact.svg}>
        <rect width={map.width} height={map.height} className={contact.sea} />
        {map.land && <path d={map.land} className={contact.land} />}
        {map.home && <path d={map.home} className={contact.home} />}
        {map.borders && <path d={map.borders} className={contact.borders} />}
        {here && <circle cx={here.x} cy={here.y} r="7" className={styles.mapOrigin} />}
        {marks
          .slice()
          .reverse()
          .map(({ point, x, y }) => (
            <g key={point.index} transform={`translate(${x} ${y})`} data-showroom={point.slug}>
              <circle r="11" className={styles.mapPoint} />
              <text y="4" textAnchor="middle" className={styles.mapNumber}>
                {point.index}
              </text>
            </g>
          ))}
      </svg>
    </figure>
  )
}
