import { describe, expect, it } from 'vitest'

import { htmlErrors } from '../e2e/htmlValidation'

/** A valid document around `body` (and `head`), written the way React writes one. */
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/><title>Test</title>${head}</head><body>${body}</body></html>`

describe('htmlErrors', () => {
  it('finds nothing in a valid page as React writes it', async () => {
    expect(
      await htmlErrors(
        page(
          '<main id="main"><h1>Titel</h1><ul><li><span>Adresse</span><div><address>Hauptstraße 1</address></div></li></ul>' +
            '<label for="q">Suche</label><input id="q" type="search" autoComplete="off" aria-describedby="hint"/><p id="hint">x</p>' +
            '<img src="/a.webp" alt="" loading="lazy"/><svg viewBox="0 0 24 24" width="22" aria-hidden="true" focusable="false"><path d="M4 7h16"></path></svg>' +
            '<a href="/en/home" hrefLang="en-GB" lang="en-GB">English</a><my-widget>ok</my-widget><script src="/x.js" async=""></script></main>',
          '<link rel="alternate" hrefLang="x-default" href="/de/home"/><meta property="og:title" content="x"/>',
        ),
        'valid',
      ),
    ).toEqual([])
  })

  it('reports an <address> inside a <span> with its rule, place and source', async () => {
    const errors = await htmlErrors(page('<p>x</p><span><address>Hauptstraße 1</address></span>'), 'address')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /^element-permitted-content: <address> element is not permitted as content under <span> \(1:\d+\) `.*<address>Hauptstraße 1/,
    )
  })

  it('reports a duplicate id', async () => {
    const errors = await htmlErrors(page('<p id="a">1</p><p id="a">2</p>'), 'duplicate')
    expect(errors).toEqual([expect.stringMatching(/^no-dup-id: Duplicate ID "a"/)])
  })

  it('reports a missing lang, an unknown element, a wrong attribute value and a dangling reference', async () => {
    const errors = await htmlErrors(
      '<!DOCTYPE html><html><head><title>x</title></head><body><foo>x</foo><input type="banana" aria-describedby="nowhere"/></body></html>',
      'several',
    )
    const rules = errors.map((e) => e.split(':')[0]).sort()
    expect(rules).toEqual([
      'attribute-allowed-values',
      'element-name',
      'element-required-attributes',
      'no-missing-references',
    ])
  })

  it('reports an autocomplete token the input type does not take', async () => {
    const errors = await htmlErrors(
      page('<label for="t">Tel</label><input id="t" type="tel" autoComplete="tel-national"/>'),
      'autocomplete',
    )
    expect(errors).toEqual([
      expect.stringMatching(/^valid-autocomplete: "tel-national" cannot be used on <input type="tel">/),
    ])
  })

  it('accepts an image preload with imagesrcset and no href, as the HTML standard does', async () => {
    expect(
      await htmlErrors(page('<p>x</p>', '<link rel="preload" as="image" imagesrcset="a.webp 1x">'), 'preload'),
    ).toEqual([])
    expect(
      await htmlErrors(
        page(
          '<p>x</p>',
          '<link rel="preload" as="image" imageSrcSet="a.webp 480w, b.webp 960w" imageSizes="100vw" fetchPriority="high"/>',
        ),
        'preload',
      ),
    ).toEqual([])
  })
})
