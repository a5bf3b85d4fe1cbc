import { expect, test } from '@playwright/test'

import { signIn } from './helpers'

/**
 * The trade data in the admin, as an editor sees it in German and Chinese: the products list says
 * how complete each product's ETIM features are and which has no class; the product's "Trade
 * data" tab lists its class's features in ETIM's order, the ones the site knows filled from its own
 * fields, the rest to choose; the list price is an administrator's.
 */
for (const [lang, tab, filled, noClass] of [
  ['de', 'Handelsdaten', 'Merkmale', 'Keine ETIM-Klasse'],
  ['zh', '贸易数据', '项特征', '无 ETIM 类别'],
] as const) {
  test(`the trade data in the ${lang} admin: completeness in the list, the class’s features in the product’s tab, the price read-only for editors`, async ({
    page,
    baseURL,
  }, workerInfo) => {
    test.setTimeout(90_000)
    await signIn(page, 'editor', workerInfo.parallelIndex)
    await page.context().addCookies([{ name: 'payload-lng', value: lang, url: baseURL! }])
    const origin = new URL(baseURL!).origin
    const find = async (slug: string) =>
      (
        (await (
          await page.request.get(`/api/products?where[slug][equals]=${slug}&depth=0`, { headers: { Origin: origin } })
        ).json()) as { docs: { id: number }[] }
      ).docs[0]!.id

    await page.goto('/admin/collections/products?limit=100')
    const row = (title: RegExp) => page.locator('tr', { has: page.getByRole('link', { name: title }) })
    await expect(row(/Luna 60/).locator('[data-trade-status]')).toHaveAttribute('data-trade-status', '44/45')
    await expect(row(/Luna 60/)).toContainText(`EC011550 · 44/45 ${filled}`)
    await expect(row(/Clic/).locator('[data-trade-status]')).toHaveText(new RegExp(noClass))

    await page.goto(`/admin/collections/products/${await find('luna-60-wall-hung-basin')}`)
    await page
      .getByRole('tab', { name: tab })
      .or(page.getByText(tab, { exact: true }))
      .first()
      .click()
    const features = page.locator('[data-etim-features="EC011550"]')
    await expect(features).toBeVisible()
    // ETIM's order: material first, read from the product's own material.
    await expect(features.locator('tr[data-etim-feature]').first()).toHaveAttribute('data-etim-feature', 'EF002169')
    await expect(features.locator('tr[data-etim-feature="EF002169"] [data-etim-site]')).toContainText(
      'Composite material (EV011547)',
    )
    // What the site does not know, editors choose from the class's values.
    const fastening = features.locator('tr[data-etim-feature="EF002442"] select')
    await expect(fastening).toHaveValue('EV022004')
    expect(await fastening.locator('option').allTextContents()).toContain('Suspension hooks (EV022003)')
    // The fields below the table render as they scroll into view.
    await features.locator('tr').last().scrollIntoViewIfNeeded()
    const price = page.locator('#field-trade__listPrice')
    await expect(async () => {
      await page.mouse.wheel(0, 600)
      await expect(price).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(price).toBeDisabled()
    await expect(price).toHaveValue('289')
    // The form remembers the tab per editor: leave it on the first, where other tests look.
    await page.locator('.tabs-field__tab-button').first().click()
    await expect(page.locator('.tabs-field__tab-button').first()).toHaveClass(/--active/)
  })
}
