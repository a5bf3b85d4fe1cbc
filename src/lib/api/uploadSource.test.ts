import { describe, expect, it } from 'vitest'

import { fileFromAddress } from './uploadSource'

const post = (path: string, body: BodyInit, type?: string, language = 'de') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { ...(type ? { 'content-type': type } : {}), 'accept-language': language },
    body,
  })

describe('media from an address', () => {
  it('is refused before Payload fetches it, as JSON or as the admin’s form, in the admin’s language', async () => {
    const json = post(
      '/api/media',
      JSON.stringify({ alt: 'x', url: 'https://evil.example/x.svg', filename: 'x.svg' }),
      'application/json',
    )
    const answer = await fileFromAddress(json, ['media'])
    expect(answer?.status).toBe(400)
    expect(await answer!.text()).toContain('keine Dateien von einer Adresse')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'x', url: 'http://127.0.0.1:1/x.html', filename: 'x.html' }))
    const viaForm = await fileFromAddress(post('/api/media', form, undefined, 'zh-CN'), ['media'])
    expect(viaForm?.status).toBe(400)
    expect(await viaForm!.text()).toContain('媒体库不从网址获取文件')
  })

  it('leaves uploads with their file, other collections and updates alone', async () => {
    const form = new FormData()
    form.set('_payload', JSON.stringify({ alt: 'x', url: '/api/media/file/a.png', filename: 'a.png' }))
    form.set('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png')
    expect(await fileFromAddress(post('/api/media', form), ['media'])).toBeNull()
    const other = post('/api/products', JSON.stringify({ url: 'https://x.example', filename: 'a' }), 'application/json')
    expect(await fileFromAddress(other, ['media'])).toBeNull()
    const update = post(
      '/api/media/4',
      JSON.stringify({ url: 'https://x.example/a.png', filename: 'a.png' }),
      'application/json',
    )
    expect(await fileFromAddress(update, ['media'])).toBeNull()
    expect(
      await fileFromAddress(post('/api/media', JSON.stringify({ alt: 'x' }), 'application/json'), ['media']),
    ).toBeNull()
  })
})
