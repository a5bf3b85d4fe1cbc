import type { getTranslations } from 'next-intl/server'

import type { MapLabels, MapTiles } from './mapTypes'
import { tileHost } from './tileHost'

type TM = Awaited<ReturnType<typeof getTranslations<'map'>>>

/** The consent and control texts of an interactive map (`map` in messages), its tile host named. */
export function mapLabels(tm: TM, tiles: MapTiles, interactive = ''): MapLabels {
  return {
    consentTitle: tm('consentTitle'),
    consentText: tm('consentText', { host: tileHost(tiles.url) }),
    load: tm('load'),
    decline: tm('decline'),
    hide: tm('hide'),
    loading: tm('loading'),
    failed: tm('failed'),
    zoomIn: tm('zoomIn'),
    zoomOut: tm('zoomOut'),
    interactive,
  }
}
