import { describe, expect, it, vi } from 'vitest'

import { importOnce } from './importOnce'

describe('importOnce', () => {
  it('downloads once for every caller, and again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ok: true })
    const get = importOnce(load)
    await expect(get()).rejects.toThrow('offline')
    const [a, b] = await Promise.all([get(), get()])
    expect(a).toEqual({ ok: true })
    expect(b).toBe(a)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
