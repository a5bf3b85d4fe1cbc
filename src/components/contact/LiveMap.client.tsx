'use client'

import 'leaflet/dist/leaflet.css'

import type { Map as LeafletMap } from 'leaflet'
import { useEffect, useRef } from 'react'

import styles from './Contact.module.css'
import type { LiveMapProps } from './mapTypes'

const LEAFLET = '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>'

/**
 * The interactive map (Leaflet with the configured tiles). Loaded only once the visitor has
 * consented, and its library only then: nothing of it is in the page before.
 */
export function LiveMap({ center, marker, points, zoom, city, tiles, labels, onReady, onFail }: LiveMapProps) {
  const host = useRef<HTMLDivElement>(null)
  // Callbacks and labels may change identity on re-render; the map is built once per place.
  const latest = useRef({ labels, onReady, onFail, city, tiles, points })
  useEffect(() => {
    latest.current = { labels, onReady, onFail, city, tiles, points }
  })
  // The points change the map only when they are other places.
  const pointsKey = (points ?? []).map((p) => `${p.index}:${p.lat},${p.lng}`).join(';')

  useEffect(() => {
    let map: LeafletMap | null = null
    let cancelled = false
    import('leaflet')
      .then((L) => {
        const element = host.current
        if (cancelled || !element) return
        const { labels: l, city: name, tiles: t } = latest.current
        map = L.map(element, {
          center: [center.lat, center.lng],
          zoom,
          zoomControl: false,
          attributionControl: false,
          // The page scrolls under the wheel and one finger; the map takes two fingers or its buttons.
          scrollWheelZoom: false,
          dragging: !L.Browser.mobile,
        })
        L.control.zoom({ zoomInTitle: l.zoomIn, zoomOutTitle: l.zoomOut }).addTo(map)
        L.control.attribution({ prefix: LEAFLET }).addTo(map)
        // Ready once the first view's tiles are in; a view without a single tile counts as failed.
        let loaded = 0
        L.tileLayer(t.url, { attribution: t.attribution, maxZoom: 19 })
          .on('tileload', () => loaded++)
          .once('load', () => (loaded > 0 ? latest.current.onReady() : latest.current.onFail()))
          .addTo(map)
        L.circleMarker([marker.lat, marker.lng], {
          radius: 8,
          color: '#fff',
          weight: 3,
          fillColor: '#1f5e5a',
          fillOpacity: 1,
        })
          .bindTooltip(name, { permanent: true, direction: 'right', offset: [12, 0], className: styles.tooltip })
          .addTo(map)
        for (const p of latest.current.points ?? [])
          L.marker([p.lat, p.lng], {
            title: `${p.index}. ${p.label}`,
            icon: L.divIcon({ className: styles.numbered, html: String(p.index), iconSize: [24, 24] }),
          })
            .bindTooltip(p.label, { direction: 'top', offset: [0, -12], className: styles.tooltip })
            .addTo(map)
      })
      .catch((error: unknown) => {
        console.error('The interactive map could not be loaded', error)
        if (!cancelled) latest.current.onFail()
      })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [center.lat, center.lng, marker.lat, marker.lng, zoom, pointsKey])

  return (
    <div className={styles.live}>
      <div ref={host} role="region" aria-label={labels.interactive} className={styles.leaflet} />
    </div>
  )
}
