'use client'

import { useList } from '@/lib/list/store'

/** The number of rows on the device's list, in the header's list link (nothing while empty). */
export function ListCount({ rowsOne, rowsOther }: { rowsOne: string; rowsOther: string }) {
  const count = useList().length
  if (count === 0) return null
  return (
    <>
      <span aria-hidden="true" data-list-count>
        {count}
      </span>
      <span className="visually-hidden">{count === 1 ? rowsOne : rowsOther.replace('{count}', String(count))}</span>
    </>
  )
}
