import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

import {
  downloadKinds,
  formatOfFile,
  formatOfName,
  kindFormatNames,
  kindMimeTypes,
  kindTakes,
  LARGEST_UPLOAD_BYTES,
} from './kinds'

describe('download kinds and formats', () => {
  it('each kind takes its own formats only', () => {
    expect(kindTakes('cad2d', 'dxf')).toBe(true)
    expect(kindTakes('care', 'dxf')).toBe(false)
    expect(kindTakes('bim', 'rfa')).toBe(true)
    expect(kindTakes('datasheet', null)).toBe(false)
    expect(kindFormatNames('bim')).toBe('IFC, STEP, RVT, RFA, SKP')
    expect(kindMimeTypes('bim')).toEqual([
      'model/ifc',
      'model/step',
      'application/octet-stream',
      'application/vnd.sketchup.skp',
    ])
    expect(Object.keys(downloadKinds)[0]).toBe('datasheet')
  })

  it('tells a stored file’s format by its type, and by its name where types are shared', () => {
    expect(formatOfFile({ mimeType: 'image/vnd.dxf', filename: 'outline.dxf' })).toBe('dxf')
    expect(formatOfFile({ mimeType: 'application/octet-stream', filename: 'family.rfa' })).toBe('rfa')
    expect(formatOfFile({ mimeType: 'application/octet-stream', filename: 'model.rvt' })).toBe('rvt')
    expect(formatOfFile({ mimeType: 'model/step', filename: 'box.step' })).toBe('step')
    expect(formatOfFile({ mimeType: 'image/png', filename: 'photo.png' })).toBeNull()
    expect(formatOfName('Box.STP')).toBe('step')
    expect(formatOfName('photo.jpg')).toBeNull()
  })

  it('nginx lets the largest upload through to the media library', () => {
    const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
    const block = /location \/api\/media \{([^}]*)\}/.exec(conf)?.[1] ?? ''
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(block)?.[1])
    expect(megabytes * 1024 * 1024).toBeGreaterThanOrEqual(LARGEST_UPLOAD_BYTES)
  })
})
