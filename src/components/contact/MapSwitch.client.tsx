'use client'

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'

import { setConsent, useConsentChoice } from '@/lib/consent'
import { Icon } from '@/ui/Icon'

import styles from './Contact.module.css'
import type { LiveMapProps } from './mapTypes'

type Props = Omit<LiveMapProps, 'onReady' | 'onFail'> & {
  /** the static map, drawn on the server; it stays underneath while the live map loads */
  children: ReactNode
}

type LiveMapComponent = ComponentType<LiveMapProps>

// One download for all maps of the page, started by the first that needs it.
let liveMapModule: Promise<LiveMapComponent> | null = null
const loadLiveMap = () => (liveMapModule ??= import('./LiveMap.client').then((m) => m.LiveMap))

/**
 * A map that is static until the visitor consents to the tile server; then every map of the
 * page turns interactive (one consent, see lib/consent), and the visitor can withdraw it.
 */
export function MapSwitch({ children, center, marker, points, zoom, city, tiles, labels }: Props) {
  const choice = useConsentChoice('maps')
  const consented = choice === 'granted'
  const [Live, setLive] = useState<LiveMapComponent | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  // Every switch of consent starts a fresh load (React's "adjust state on change" pattern).
  const [seenConsent, setSeenConsent] = useState(consented)
  if (seenConsent !== consented) {
    setSeenConsent(consented)
    setState('loading')
  }
  const toFocus = useRef<'hide' | 'load' | null>(null)
  const hideButton = useRef<HTMLButtonElement>(null)
  const loadButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!consented) return
    let current = true
    loadLiveMap()
      .then((component) => current && setLive(() => component))
      .catch((error: unknown) => {
        console.error('The interactive map could not be loaded', error)
        liveMapModule = null
        if (current) setState('failed')
      })
    return () => {
      current = false
    }
  }, [consented])

  // Keyboard users stay on the control they used, now showing its opposite.
  useEffect(() => {
    if (toFocus.current === 'hide' && consented) hideButton.current?.focus()
    if (toFocus.current === 'load' && !consented) loadButton.current?.focus()
    toFocus.current = null
  }, [choice, consented])

  function choose(granted: boolean) {
    toFocus.current = granted ? 'hide' : 'load'
    setConsent('maps', granted)
  }

  const live = consented && state !== 'failed'
  return (
    <div className={styles.mapBlock}>
      <div className={styles.frame}>
        <div className={styles.staticLayer} aria-hidden={live && state === 'ready' ? true : undefined}>
          {children}
        </div>
        {live && Live && (
          <Live
            center={center}
            marker={marker}
            points={points}
            zoom={zoom}
            city={city}
            tiles={tiles}
            labels={labels}
            onReady={() => setState('ready')}
            onFail={() => setState('failed')}
          />
        )}
        {consented && state !== 'ready' && (
          <p className={styles.status} role="status">
            {state === 'failed' ? labels.failed : labels.loading}
          </p>
        )}
      </div>
      <div className={styles.consent}>
        {consented ? (
          <button
            ref={hideButton}
            type="button"
            className={`button button--ghost ${styles.consentButton}`}
            onClick={() => choose(false)}
          >
            <Icon name="close" />
            {labels.hide}
          </button>
        ) : (
          <>
            <p className={styles.consentText}>
              <strong className={styles.consentTitle}>{labels.consentTitle}</strong>
              {labels.consentText}
            </p>
            <div className={styles.consentActions}>
              {/* Asked once, both answers alike; after a "no" only the way back to "yes" stays. */}
              {choice === 'undecided' && (
                <button
                  type="button"
                  className={`button button--ghost ${styles.consentButton}`}
                  onClick={() => choose(false)}
                >
                  <Icon name="close" />
                  {labels.decline}
                </button>
              )}
              <button
                ref={loadButton}
                type="button"
                className={`button button--ghost ${styles.consentButton}`}
                onClick={() => choose(true)}
              >
                <Icon name="map" />
                {labels.load}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
