import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ScheduleCell } from './ScheduleCell'

describe('the lists’ schedule column', () => {
  // Payload renders a ui field's Cell inside the document's form too, with the form's props: no
  // row and no collection config. There it must draw nothing rather than fail the render.
  it('draws nothing in a document’s form, and reads no schedules there', async () => {
    const payload = new Proxy({} as Payload, {
      get: () => {
        throw new Error('payload read in the form')
      },
    })
    const formProps = { payload, collectionSlug: 'products', data: { id: 1 }, i18n: { language: 'zh' } }
    expect(await ScheduleCell(formProps as unknown as DefaultServerCellComponentProps)).toBeNull()
  })
})
