import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { proposePosition } from './proposePosition'

const request = (role: string | null, query: Record<string, string>) =>
  ({ user: role ? { id: 1, role } : null, query, t: (key: string) => key }) as unknown as PayloadRequest

describe('GET /api/showrooms/propose-position', () => {
  it('proposes a German address’s postcode point and a French one’s place, to staff who edit content', async () => {
    const munich = await proposePosition(request('editor', { postcode: '80333', city: 'München', country: 'de' }))
    expect(munich.status).toBe(200)
    expect(((await munich.json()) as { data: object }).data).toMatchObject({
      postcode: '80333',
      name: 'München',
      approximate: false,
    })
    const lyon = await proposePosition(request('admin', { city: 'Lyon', country: 'FR' }))
    const { data } = (await lyon.json()) as { data: { lat: number; lng: number } }
    expect(data.lat).toBeCloseTo(45.75, 1)
    expect(data.lng).toBeCloseTo(4.85, 1)
  })

  it('says when it knows no place, and answers no one but editors and admins', async () => {
    expect((await proposePosition(request('editor', { city: 'Atlantis', country: 'ES' }))).status).toBe(404)
    expect((await proposePosition(request(null, { city: 'Lyon', country: 'FR' }))).status).toBe(401)
    expect((await proposePosition(request('sales', { city: 'Lyon', country: 'FR' }))).status).toBe(403)
  })
})
