'use client'

import { useEffect, useRef, useState } from 'react'

/**
 * Keeps a comparison form's ticks at `max`: a further tick is taken back at once and the reason
 * said in the bar (a live region, so screen readers hear it). Without JavaScript the tile bar's
 * CSS shows the same reason instead of the button.
 */
export function CompareLimit({ max, message }: { max: number; message: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  // Each refusal is said anew: the count makes the text differ from the one before.
  const [refused, setRefused] = useState(0)

  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const onChange = (event: Event) => {
      const box = event.target
      if (!(box instanceof HTMLInputElement) || box.name !== 'p') return
      if (!box.checked) return setRefused(0)
      if (form.querySelectorAll('input[name="p"]:checked').length <= max) return
      box.checked = false
      setRefused((n) => n + 1)
    }
    form.addEventListener('change', onChange)
    return () => form.removeEventListener('change', onChange)
  }, [max])

  return (
    <p ref={ref} aria-live="polite" data-compare-refused={refused > 0 || undefined}>
      {refused > 0 ? `${message}${'\u200b'.repeat(refused % 2)}` : ''}
    </p>
  )
}
