import { expect, test, type Locator, type Page } from '@playwright/test'

import { flowLocales, hydrated, hydratedElement } from './helpers'
import {
  banners,
  categories,
  exhibitions,
  factTable,
  history,
  jobs,
  news,
  pages,
  seedText,
  serviceGuarantees,
  showroomCountries,
  techLines,
} from './seed'
import { telHref } from '../../src/lib/tel'

const section = (page: Page, id: string): Locator => page.locator(`section[aria-labelledby="${id}"]`)

/** On the Chinese site, the German and English versions of a text must not show. */
async function notOtherLanguages(scope: Locator, text: { de: string; en: string; zh: string }) {
  for (const other of [text.de, text.en])
    if (other !== text.zh && !text.zh.includes(other)) await expect(scope).not.toContainText(other)
}

for (const locale of flowLocales) {
  test.describe(`public pages in ${locale}`, () => {
    test('home shows banners, service, showrooms, product boxes, why us, about, design, coverage and news', async ({
      page,
    }) => {
      await page.goto(`/${locale}/home`)
      const carousel = page.locator('[aria-roledescription="carousel"]')
      for (const b of banners) await expect(carousel).toContainText(b.title[locale])
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(banners.length)

      const service = section(page, 'home-service').locator('li')
      await expect(service).toHaveCount(serviceGuarantees.length)
      for (const [i, g] of serviceGuarantees.entries())
        await expect(service.nth(i)).toHaveText(seedText(g.title, locale))

      const showroom = section(page, 'home-showroom')
      await expect(showroom).toContainText(seedText(pages.home.showroom.text, locale))
      const countries = showroom.locator('ul li')
      await expect(countries).toHaveCount(10)
      await expect(countries).toHaveText(showroomCountries.map((c) => c.name[locale]))

      // The six boxes; the categories beyond them follow as links (catalogue.spec.ts).
      const boxes = section(page, 'home-products').locator(':not(nav) > ul > li > a')
      const homeBoxes = categories.filter((c) => c.homeBox).sort((a, b) => a.homeBox! - b.homeBox!)
      await expect(boxes).toHaveCount(6)
      for (const [i, c] of homeBoxes.entries()) {
        await expect(boxes.nth(i)).toHaveText(c.title[locale])
        await expect(boxes.nth(i)).toHaveAttribute('href', `/${locale}/product?category=${c.key}`)
      }

      const why = section(page, 'home-why').locator('li')
      await expect(why).toHaveCount(6)
      for (const [i, p] of pages.home.whyChooseUs.points.entries())
        await expect(why.nth(i).locator('h3')).toHaveText(seedText(p.title, locale))

      const about = section(page, 'home-about')
      await expect(about.getByRole('link', { name: pages.home.aboutTeaser.linkLabel[locale] })).toHaveAttribute(
        'href',
        `/${locale}/about`,
      )

      const design = section(page, 'home-design').locator('figure')
      await expect(design).toHaveCount(pages.home.designConcept.photos.length)
      await expect(design.locator('figcaption')).toHaveText(
        pages.home.designConcept.photos.map((p) => p.caption[locale]),
      )
      await expect(design.locator('img').first()).toHaveAttribute(
        'alt',
        pages.home.designConcept.photos[0]!.alt[locale],
      )

      await expect(section(page, 'home-coverage')).toContainText(seedText(pages.home.tradeCoverage.text, locale))

      const newsSection = section(page, 'home-news')
      await expect(newsSection.getByRole('link').first()).toHaveAttribute('href', `/${locale}/news`)
      const latest = [...news[locale]].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3)
      if (latest.length === 0) await expect(newsSection.locator('p').last()).toBeVisible()
      else await expect(newsSection.locator('h3')).toHaveText(latest.map((a) => a.title))

      if (locale === 'zh') {
        const main = page.locator('main')
        for (const g of serviceGuarantees) await notOtherLanguages(main, g.title)
        for (const p of pages.home.whyChooseUs.points) await notOtherLanguages(main, p.title)
      }
    })

    test('about shows slogans, icon row, the four figures from company facts, history, fairs, factory, showrooms, coverage', async ({
      page,
    }) => {
      await page.goto(`/${locale}/about`)
      const [first, ...rest] = pages.about.slogans
      await expect(page.locator('h1')).toHaveText(seedText(first!, locale))
      for (const s of rest) await expect(page.locator('main')).toContainText(seedText(s, locale))

      const facts = factTable(locale)
      const stats = page.locator('main dl div[data-fact]')
      await expect(stats).toHaveCount(4)
      expect(pages.about.stats.map((s) => s.fact)).toEqual(['countries', 'trade_fairs', 'projects', 'factory_area'])
      for (const [i, s] of pages.about.stats.entries()) {
        await expect(stats.nth(i).locator('dd')).toHaveText(facts[s.fact]!.value)
        await expect(stats.nth(i).locator('dt')).toHaveText(s.label[locale])
      }
      // 36980 is formatted for the language.
      const area = { de: '36.980', zh: '36,980', en: '36,980', it: '36.980', fr: '36 980', es: '36.980' }[locale]
      expect(facts.factory_area!.value.replace(/\s/g, ' ')).toBe(area)

      const years = page.locator('section[aria-labelledby="about-history"] li')
      await expect(years).toHaveCount(history.length)
      await expect(years.first()).toContainText('2003')
      await expect(years.last()).toContainText('2020')
      await expect(section(page, 'about-history').locator('h2')).toHaveText(
        seedText(pages.about.historyHeading, locale),
      )

      const fairs = section(page, 'about-fairs').locator('li')
      await expect(fairs).toHaveCount(exhibitions.length)
      for (const e of exhibitions) await expect(section(page, 'about-fairs')).toContainText(e.name[locale])

      await expect(section(page, 'about-intro')).toContainText(
        seedText(pages.about.intro.text, locale).split('\n\n')[0]!,
      )
      await expect(section(page, 'about-factory')).toContainText(seedText(pages.about.factory.text, locale))
      await expect(section(page, 'about-showroom')).toContainText(seedText(pages.about.showroom.text, locale))
      await expect(section(page, 'about-coverage')).toContainText(seedText(pages.about.coverage.text, locale))
    })

    test('craft shows the six technology lines with their feature icons', async ({ page }) => {
      await page.goto(`/${locale}/craft`)
      expect(techLines.map((l) => l.key)).toEqual(['cabinet', 'basin', 'bathtub', 'enclosure', 'hardware', 'service'])
      for (const line of techLines) {
        const s = page.locator(`section#${line.key}`)
        await expect(s.locator('h2')).toHaveText(line.title[locale])
        const features = s.locator('li')
        await expect(features).toHaveCount(line.features.length)
        for (const [i, f] of line.features.entries()) {
          await expect(features.nth(i).locator('h3')).toHaveText(seedText(f.title, locale))
          await expect(features.nth(i).locator('img')).toHaveAttribute('src', /\.svg$/)
        }
      }
    })

    test('service shows the guarantees, hotlines and hours', async ({ page }) => {
      await page.goto(`/${locale}/service`)
      const items = page.locator('main ul li h2')
      await expect(items).toHaveText(serviceGuarantees.map((g) => seedText(g.title, locale)))
      for (const g of serviceGuarantees)
        if (g.description) await expect(page.locator('main')).toContainText(seedText(g.description, locale))
      // The service contact of the page's market: Frankfurt for German, the 400 hotline for Chinese.
      const [hotline, complaints] =
        locale === 'zh' ? ['400-826-9188', '0571-8697 3315'] : ['+49 69 4800 7210', '+49 69 4800 7219']
      await expect(page.locator(`main a[href="${telHref(hotline)}"]`)).toHaveText(hotline)
      await expect(page.locator(`main a[href="${telHref(complaints)}"]`)).toBeVisible()
    })

    test('recruitment lists the openings; each has its page and an apply link with join us and the job', async ({
      page,
    }) => {
      await page.goto(`/${locale}/contact/recruit`)
      const openings = page.locator('main li[data-job]')
      await expect(openings).toHaveCount(jobs.length)
      for (const [i, job] of jobs.entries()) {
        const item = openings.nth(i)
        await expect(item.locator('h3')).toHaveText(job.title[locale])
        await expect(item).toContainText(job.location[locale])
        const id = await item.getAttribute('data-job')
        await expect(item.locator(`a[href="/${locale}/contact/teamwork?type=joinus&job=${id}"]`)).toBeVisible()
      }
      const job = jobs[0]!
      const id = await openings.first().getAttribute('data-job')
      // Click once the page is hydrated, so the router (not a half-booted page) handles it.
      await hydrated(page, 'main li[data-job] h3 a')
      await openings.first().locator('h3 a').click()
      // The first visit renders the job page (then it is cached): allow for a busy machine.
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact/recruit/${job.slug}$`), { timeout: 30_000 })
      await expect(page.locator('h1')).toHaveText(job.title[locale])
      await expect(page.locator('main')).toContainText(job.summary[locale])
      await expect(page.locator(`main a[href="/${locale}/contact/teamwork?type=joinus&job=${id}"]`)).toBeVisible()
      const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(posting).toMatchObject({
        '@type': 'JobPosting',
        title: job.title[locale],
        employmentType: job.employmentType,
      })
    })

    test('products links its two pages; tailorism asks for a customised purchase', async ({ page }) => {
      await page.goto(`/${locale}/products`)
      await expect(page.locator('h1')).toHaveText(pages.showcase.heading[locale])
      await expect(page.locator(`main a[href="/${locale}/products/tailorism"]`)).toContainText(
        pages.showcase.tailorism.heading[locale],
      )
      await expect(page.locator(`main a[href="/${locale}/products/slideshow"]`)).toContainText(
        pages.showcase.slideshow.heading[locale],
      )
      await page.locator(`main a[href="/${locale}/products/tailorism"]`).click()
      await expect(page.locator('h1')).toHaveText(pages.showcase.tailorism.heading[locale])
      await expect(page.locator('main ol li h2')).toHaveText(
        pages.showcase.tailorism.steps.map((s) => seedText(s.title, locale)),
      )
      await expect(page.locator(`main a[href="/${locale}/contact/teamwork?type=customised"]`).first()).toBeVisible()
    })
  })
}

test('the slideshow is driven by the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/en/products/slideshow')
  const show = page.locator('section[aria-roledescription="carousel"]')
  const caption = show.locator('p[aria-live]')
  await expect(show.getByRole('button', { name: 'Play' })).toBeVisible()
  const first = await caption.textContent()
  expect(first).toMatch(/^1 \/ \d+/)
  const total = Number(/\/ (\d+)/.exec(first!)![1])
  // The keys are heard once React has taken the slideshow over (its listener is an effect): a key
  // pressed before that is lost, as a visitor's would be, so the first one is pressed again then.
  await hydratedElement(show.getByRole('button', { name: 'Play' }))
  await expect(async () => {
    if ((await caption.textContent())?.startsWith('1 /')) await page.keyboard.press('ArrowRight')
    await expect(caption).toContainText(`2 / ${total}`, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(caption).toContainText(`${total} / ${total}`)
  await page.keyboard.press('Home')
  await expect(caption).toContainText(`1 / ${total}`)
  // Space plays (even with reduced motion, on request) and pauses again.
  await page.keyboard.press(' ')
  await expect(show.getByRole('button', { name: 'Pause' })).toBeVisible()
  await page.keyboard.press(' ')
  await expect(show.getByRole('button', { name: 'Play' })).toBeVisible()
  // F goes full screen.
  await page.keyboard.press('f')
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-roledescription') ?? null))
    .toBe('carousel')
})

test('the shop pages show the home page or send to the external shops in a new tab', async ({ page, context }) => {
  await context.route(/^https:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }),
  )
  await page.goto('/de/shop')
  await expect(page.locator('h1')).toHaveText(banners[0]!.title.de)
  await page.goto('/de/shop/product')
  const link = page.locator('main a[target="_blank"]')
  await expect(link).toHaveAttribute('rel', /noopener/)
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(popup).toHaveURL(/^https:\/\//)
  // The site's page stays usable behind the shop.
  await expect(page.locator('h1')).toBeVisible()
  expect(page.url()).toMatch(/\/de\/shop\/product$/)
})
