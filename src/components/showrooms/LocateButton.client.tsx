'use client'

import { useState, useSyncExternalStore } from 'react'

type Props = { label: string; locating: string; failed: string }

const subscribeNever = () => () => {}
const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator

/**
 * "Use my location": asks the browser for its position only when pressed (nothing is asked
 * before), puts it into the search form and sends the form. Not shown without JavaScript or
 * geolocation.
 */
export function LocateButton({ label, locating, failed }: Props) {
  const available = useSyncExternalStore(subscribeNever, canLocate, () => false)
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle')
  if (!available) return null
  return (
    <span>
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'locating'}
        onClick={(event) => {
          const form = event.currentTarget.form
          if (!form) return
          setState('locating')
          navigator.geolocation.getCurrentPosition(
            ({ coords }) => {
              const set = (name: string, value: string) => {
                const input = form.elements.namedItem(name)
                if (input instanceof HTMLInputElement) input.value = value
              }
              // Two decimals, about a kilometre: enough for distances, and no more of the visitor's
              // position than that leaves the device.
              set('lat', coords.latitude.toFixed(2))
              set('lng', coords.longitude.toFixed(2))
              set('q', '')
              form.requestSubmit()
            },
            () => setState('failed'),
            { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
          )
        }}
      >
        {state === 'locating' ? locating : label}
      </button>
      <span role="status">{state === 'failed' ? failed : ''}</span>
    </span>
  )
}
