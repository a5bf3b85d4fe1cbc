import { expect, test } from '@playwright/test'

import { flowLocales, messages, smokeLocales, wcagViolations, type Locale } from './helpers'
import { products } from '../../src/cms/seed/content/catalogue'
import { certificates, testReports } from '../../src/cms/seed/content/certificates'
import { declarations } from '../../src/cms/seed/content/declarations'
import { articleNumbers } from '../../src/cms/seed/variants'
import { localeNames } from '../../src/i18n/locales'
import { typeset } from '../../src/lib/text/typography'
import { pdfText } from '../support/pdfText'

/**
 * Declarations of performance as a planner or a market surveillance officer looks for them: the
 * index by number and by article, each PDF in its language, the product page and data sheet that
 * name the variant's declaration, and the CE marking's mentions that lead to the index.
 */

const numbers = articleNumbers()
const luna = products.find((p) => p.slug === 'luna-60-wall-hung-basin')!
const [lunaWhite] = numbers.get(luna.slug)!
const basins = declarations.find((d) => d.standard.startsWith('EN 14688'))!
const dopLanguage = (locale: Locale) => (locale === 'zh' ? 'en' : locale)
const said = (locale: Locale, key: keyof (typeof messages)['de']['dopIndex'], values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [k, v]) => text.replace(`{${k}}`, v),
    typeset(messages[locale].dopIndex[key], locale),
  )
const squash = (text: string) => text.replace(/\s+/g, '')

for (const locale of flowLocales) {
  test(`${locale}: the index lists every declaration with its files, by number and by article, and each PDF is the declaration in its language`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/dop`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(said(locale, 'heading'))
    const rows = page.locator('[data-dop-index] tbody tr')
    await expect(rows).toHaveCount(declarations.length)
    const row = page.locator(`[data-dop="${basins.number}"]`)
    await expect(row).toContainText(basins.standard)
    await expect(row).toContainText(lunaWhite!)
    // Five languages, no Chinese; the page's own (English on a Chinese page) stands out.
    await expect(row.getByRole('link')).toHaveText(['DE', 'EN', 'IT', 'FR', 'ES'])
    await expect(row.locator(`a[hreflang="${dopLanguage(locale)}"]`)).toHaveAttribute(
      'aria-label',
      `${dopLanguage(locale).toUpperCase()}: ${said(locale, 'download', { number: basins.number, language: localeNames[dopLanguage(locale)] })}`,
    )

    // The list by article leads to the declaration's row.
    const byArticle = page.locator(`[data-dop-articles] [data-article="${lunaWhite}"]`)
    await byArticle.getByRole('link', { name: basins.number, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`#dop-${basins.number}$`))

    const href = await byArticle.locator(`a[hreflang="${dopLanguage(locale)}"]`).getAttribute('href')
    expect(href).toBe(`/api/dop/${basins.number}/${dopLanguage(locale)}.pdf`)
    const answer = await request.get(href!)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/pdf')
    const { text, info } = await pdfText(await answer.body())
    const kind = messages[dopLanguage(locale)].dop.kind
    expect(info.Title).toContain(kind)
    expect(squash(text)).toContain(squash(basins.intendedUse[dopLanguage(locale)]))
    expect(squash(text)).toContain(lunaWhite!)

    expect(await wcagViolations(page, `/${locale}/dop`)).toEqual([])
  })

  test(`${locale}: the product page and the data sheet name the variant's declaration; the CE marking leads to the index`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/product/${luna.slug}`)
    const group = page.locator('[data-kind="dop"]')
    const link = group.getByRole('link', { name: new RegExp(basins.number) })
    await expect(link).toHaveAttribute('href', `/api/dop/${basins.number}/${dopLanguage(locale)}.pdf`)
    await expect(group.getByRole('link', { name: said(locale, 'all') })).toHaveAttribute('href', `/${locale}/dop`)

    const sheet = await request.get(`/${locale}/product/${luna.slug}/datasheet.pdf`)
    const { text } = await pdfText(await sheet.body())
    expect(squash(text)).toContain(squash(`/api/dop/${basins.number}/${dopLanguage(locale)}.pdf`))
    expect(squash(text)).toContain(squash(said(locale, 'datasheet', { number: basins.number, url: '' })))

    // The tender text's CE line is followed by the declaration's number.
    const tender = (await (await request.get(`/${locale}/product/${luna.slug}/tender.txt`)).text()).split('\r\n')
    const ce = tender.findIndex((line) => line.includes('EN 14688'))
    expect(tender[ce + 1]).toBe(typeset(messages[locale].tender.dop, locale).replace('{list}', basins.number))

    for (const path of ['/certifiction', '/service']) {
      await page.goto(`/${locale}${path}`)
      await expect(page.getByRole('main').getByRole('link', { name: said(locale, 'ce') })).toHaveAttribute(
        'href',
        `/${locale}/dop`,
      )
    }
    await expect(page.locator('footer').getByRole('link', { name: messages[locale].footer.dop })).toHaveAttribute(
      'href',
      `/${locale}/dop`,
    )
  })
}

test(`the index in ${smokeLocales.join(', ')}: its heading, the declarations, and each language's own PDF first`, async ({
  request,
}) => {
  for (const locale of smokeLocales) {
    const html = await (await request.get(`/${locale}/dop`)).text()
    expect(html).toContain(`<h1>${said(locale, 'heading')}</h1>`)
    for (const d of declarations) expect(html).toContain(`/api/dop/${d.number}/${locale}.pdf`)
  }
})

test('a declaration never issued, or in Chinese, answers 404 in the language asked; a file issued is immutable', async ({
  request,
}) => {
  const zh = await request.get(`/api/dop/${basins.number}/zh.pdf?lang=zh`)
  expect(zh.status()).toBe(404)
  expect(((await zh.json()) as { error: { message: string } }).error.message).toContain(basins.number)
  expect((await request.get('/api/dop/DoP-nie-ausgestellt/de.pdf')).status()).toBe(404)
  const issued = await request.get(`/api/dop/${basins.number}/de.pdf`)
  expect(issued.headers()['cache-control']).toContain('immutable')
  const again = await request.get(`/api/dop/${basins.number}/de.pdf`, {
    headers: { 'if-none-match': issued.headers().etag! },
  })
  expect(again.status()).toBe(304)
})

for (const locale of flowLocales) {
  test(`${locale}: every certificate and test report opens as a PDF document, on its page and from the product`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/certifiction`)
    await expect(page.locator('a[data-document]')).toHaveCount(certificates.length)
    const ce = certificates.find((c) => c.number === 'CPR-14688-SH-190523')!
    const link = page.getByRole('link', { name: `${messages[locale].gallery.document}: ${ce.caption[locale]}` })
    const certificate = await request.get((await link.getAttribute('href'))!)
    expect(certificate.headers()['content-type']).toBe('application/pdf')
    expect(squash((await pdfText(await certificate.body())).text)).toContain(squash(`Certificate No. ${ce.number}`))

    const report = testReports[0]!
    const reportLink = page.getByRole('link', { name: new RegExp(report.title[locale].replace(/[()]/g, '.')) })
    const reportPdf = await request.get((await reportLink.getAttribute('href'))!)
    const reportText = squash((await pdfText(await reportPdf.body())).text)
    expect(reportText).toContain(report.number)
    expect(reportText).toContain(squash(luna.title.en))

    // The product lists the same documents under its certificates and test reports.
    await page.goto(`/${locale}/product/${luna.slug}`)
    const proofs = page.locator('[data-kind="proofs"]')
    await expect(proofs.getByRole('link', { name: new RegExp(ce.number!) })).toHaveAttribute('href', /\.pdf$/)
    await expect(proofs.getByRole('link', { name: new RegExp(report.number) })).toHaveAttribute('href', /\.pdf$/)
  })
}
