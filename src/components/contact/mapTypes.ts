/** What the map islands get from the server (plain data; client islands read no messages). */

export type MapPlace = { lat: number; lng: number }

export type MapTiles = { url: string; attribution: string }

export type MapLabels = {
  consentTitle: string
  /** explanation with the tile host filled in */
  consentText: string
  load: string
  /** "don't load": as prominent as `load` */
  decline: string
  hide: string
  loading: string
  failed: string
  zoomIn: string
  zoomOut: string
  /** accessible name of the interactive map */
  interactive: string
}

/** A numbered point besides the marker (the showroom locator's results). */
export type MapPoint = MapPlace & { index: number; label: string }

export type LiveMapProps = {
  center: MapPlace
  marker: MapPlace
  /** more places, numbered as the list beside the map numbers them */
  points?: MapPoint[]
  zoom: number
  city: string
  tiles: MapTiles
  labels: MapLabels
  onReady: () => void
  onFail: () => void
}
