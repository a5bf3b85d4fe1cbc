import { Fragment } from 'react'

import { highlight } from '@/lib/search/highlight'
import type { QueryUnit } from '@/lib/search/normalize'

/** A text with the parts that match the query in `<mark>`. */
export function Marked({ text, units }: { text: string; units: readonly QueryUnit[] }) {
  return (
    <>
      {highlight(text, units).map((segment, i) =>
        segment.mark ? <mark key={i}>{segment.text}</mark> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  )
}
