import { describe, expect, it } from 'vitest'

import { colours, finishes, installations, materials } from '@/lib/catalogue/specs'
import { encodeWinAnsi } from '@/lib/pdf/winAnsi'

import { products } from './content/catalogue'
import { datasheetPdf } from './datasheet'

const bySlug = (slug: string) => {
  const p = products.find((x) => x.slug === slug)
  if (!p) throw new Error(slug)
  return p
}

describe('product data sheet', () => {
  it('shows brand, name and key data with English and German labels', async () => {
    const file = (await datasheetPdf(bySlug('clara-120-walk-in-screen'), 0)).toString('latin1')
    expect(file.startsWith('%PDF-1.4')).toBe(true)
    for (const text of [
      'SANHAUS',
      'Clara 120 walk-in screen',
      'Walk-in-Duschwand Clara 120',
      'Dimensions \\(W \\327 D \\327 H\\)',
      'Abmessungen \\(B \\327 T \\327 H\\)',
      '1200 \\327 30 \\327 2000 mm',
      'Toughened safety glass',
      'Einscheibensicherheitsglas',
      'Glass thickness',
      'Glasst\\344rke',
      '8 mm',
      'Chrome, Black',
      'Chrom, Schwarz',
    ]) {
      expect(file, text).toContain(`(${text}) Tj`)
    }
    expect(file).toMatch(/\(SANHAUS {2}\\267 {2}Subject to technical changes/)
  })

  it('writes the weight with the decimal mark of each language and a bath’s capacity', async () => {
    const file = (await datasheetPdf(bySlug('terra-freestanding-stone-bath'), 0)).toString('latin1')
    expect(file).toContain('(165 kg) Tj')
    expect(file).toContain('(230 l) Tj')
    const basin = (await datasheetPdf(bySlug('luna-60-wall-hung-basin'), 0)).toString('latin1')
    expect(basin).toContain('(14.5 kg) Tj')
    expect(basin).toContain('(14,5 kg) Tj')
    expect(basin).not.toContain('Glass thickness')
  })

  it('can write every product’s English and German texts in the fonts’ encoding', () => {
    for (const p of products) {
      for (const text of [p.title.en, p.title.de, p.description.en, p.description.de])
        expect(() => encodeWinAnsi(text), p.slug).not.toThrow()
    }
    for (const names of [materials, finishes, colours, installations]) {
      for (const n of Object.values(names)) expect(() => encodeWinAnsi(`${n.en} ${n.de}`)).not.toThrow()
    }
  })
})
