import { describe, expect, it } from 'vitest'

import { attachmentHeaders } from './attachment'

describe('CAD and BIM files are served as attachments', () => {
  it('gives each format its type, the attachment with its name, and nosniff', () => {
    expect(attachmentHeaders('quadro-90.dxf')).toEqual({
      'Content-Type': 'image/vnd.dxf',
      'Content-Disposition': `attachment; filename="quadro-90.dxf"; filename*=UTF-8''quadro-90.dxf`,
      'X-Content-Type-Options': 'nosniff',
    })
    expect(attachmentHeaders('Box.STEP')?.['Content-Type']).toBe('model/step')
    expect(attachmentHeaders('model.ifc')?.['Content-Type']).toBe('model/ifc')
    expect(attachmentHeaders('familie.rfa')?.['Content-Type']).toBe('application/octet-stream')
    expect(attachmentHeaders('淋浴房.dwg')?.['Content-Disposition']).toBe(
      `attachment; filename="___.dwg"; filename*=UTF-8''%E6%B7%8B%E6%B5%B4%E6%88%BF.dwg`,
    )
  })

  it('leaves pictures and PDFs as they are', () => {
    expect(attachmentHeaders('photo.webp')).toBeNull()
    expect(attachmentHeaders('datenblatt.pdf')).toBeNull()
    expect(attachmentHeaders('no-extension')).toBeNull()
  })
})
