import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { provinceOptions, provinces } from '@/lib/enquiry/provinces'
import type { Weekday } from '@/lib/vocabularies'

import { parseEnquiry, validateField } from './schema'
import de from '../../../messages/de.json' with { type: 'json' }
import en from '../../../messages/en.json' with { type: 'json' }
import es from '../../../messages/es.json' with { type: 'json' }
import fr from '../../../messages/fr.json' with { type: 'json' }
import it_ from '../../../messages/it.json' with { type: 'json' }
import zh from '../../../messages/zh.json' with { type: 'json' }

const messages: Record<Locale, typeof en> = { de, zh, en, it: it_, fr, es }

const valid = {
  type: 'brand',
  name: 'Li Na',
  tel: '13912345678',
  email: 'li.na@example.cn',
  province: '广东',
  requirement: 'Showroom in Shenzhen',
  consent: true,
  transferConsent: true,
}

/** A German architect's enquiry: no province, an international phone. */
const munich = {
  type: 'project',
  country: 'DE',
  name: 'Anna Huber',
  tel: '+49 89 1234567',
  email: 'kunde@bücher.de',
  city: 'München',
  postcode: '80331',
  requirement: 'Hotel mit 120 Zimmern',
  consent: true,
}

describe('enquiry rules (spec section 5)', () => {
  it('use the spec’s English messages word for word', () => {
    const v = en.enquiry.validation
    expect([v.name, v.nameShort, v.tel, v.telFormat, v.email, v.province, v.job, v.requirement]).toEqual([
      'Please enter your name',
      'At least more than 2 characters',
      'Please enter your phone',
      'Please enter the correct format',
      'Please enter your email',
      'Please select your location',
      'Please choose the position',
      'Please enter your requirements',
    ])
    expect(en.enquiry.submit).toBe('submit')
    expect(de.enquiry.submit).toBe('Einreichen')
  })

  it.each(locales)('apply the same rules in %s, with that language’s messages', (locale) => {
    const v = messages[locale].enquiry.validation
    expect(parseEnquiry(v, valid).ok).toBe(true)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', v.name],
      [{ name: ' A ' }, 'name', v.nameShort],
      [{ tel: '' }, 'tel', v.tel],
      [{ tel: '1391234567' }, 'tel', v.telFormat],
      [{ tel: '139123456789' }, 'tel', v.telFormat],
      [{ tel: '1391234567a' }, 'tel', v.telFormat],
      [{ email: '' }, 'email', v.email],
      [{ email: 'li.na@' }, 'email', v.emailFormat],
      [{ province: '' }, 'province', v.province],
      [{ province: 'Bavaria' }, 'province', v.province],
      [{ type: 'joinus' }, 'job', v.job],
      [{ requirement: '   ' }, 'requirement', v.requirement],
      [{ consent: false }, 'consent', v.consent],
      [{ type: 'lottery' }, 'type', v.type],
      [{ company: 'x'.repeat(121) }, 'company', v.tooLong.replace('{max}', '120')],
      [{ transferConsent: false }, 'transferConsent', v.transferConsent],
      [{ transferConsent: undefined }, 'transferConsent', v.transferConsent],
      [{ country: '' }, 'country', v.country],
      [{ country: 'XX' }, 'country', v.countryUnknown],
      [{ country: 'TW' }, 'country', v.countryUnknown],
      [{ email: 'a@example.c0m' }, 'email', v.emailFormat],
      [{ email: 'a@example.x' }, 'email', v.emailFormat],
      [{ province: '香港', tel: '1380013800' }, 'tel', v.telCountry],
    ]
    for (const [patch, field, message] of cases) {
      const result = parseEnquiry(v, { ...valid, ...patch })
      expect(result.ok, JSON.stringify(patch)).toBe(false)
      if (!result.ok) expect(result.errors[field as keyof typeof result.errors], JSON.stringify(patch)).toBe(message)
    }
    // Each message is this language's own (the English ones appear only on the English site).
    if (locale !== 'en') expect(v.name).not.toBe(en.enquiry.validation.name)
  })

  it('accept the type as key or spec index, keep the position only for applications, and drop unknown fields', () => {
    const m = en.enquiry.validation
    const joined = parseEnquiry(m, { ...valid, type: 3, job: '4', status: 'done', role: 'admin' })
    expect(joined).toEqual({ ok: true, data: expect.objectContaining({ type: 'joinus', job: '4' }) })
    expect(joined.ok && 'status' in joined.data).toBe(false)
    const project = parseEnquiry(m, { ...valid, type: 'project', job: '4', product: 'NOT A SLUG' })
    expect(project.ok && project.data.job).toBeUndefined()
    expect(project.ok && project.data.product).toBeUndefined()
  })

  it('take China’s form by default (a client of the spec’s fields), with the province and both consents', () => {
    const result = parseEnquiry(en.enquiry.validation, valid)
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        country: 'CN',
        province: '广东',
        tel: '13912345678',
        phone: { e164: '+8613912345678', international: '+86 139 1234 5678' },
        transferConsent: true,
      }),
    })
    expect(result.ok && 'region' in result.data).toBe(false)
  })

  it('check Hong Kong, Macao and Taiwan by their own numbering, and a mainland number by the spec’s 11 digits', () => {
    const m = zh.enquiry.validation
    const hk = parseEnquiry(m, { ...valid, province: '香港', tel: '+852 2123 4567' })
    expect(hk.ok && hk.data.phone).toEqual({ e164: '+85221234567', international: '+852 2123 4567' })
    expect(hk.ok && hk.data.tel).toBe('+852 2123 4567')
    expect(parseEnquiry(m, { ...valid, province: '澳门', tel: '6612 3456' }).ok).toBe(true)
    expect(parseEnquiry(m, { ...valid, province: '台湾', tel: '0912 345 678' }).ok).toBe(true)
    const mainland = parseEnquiry(m, { ...valid, province: '浙江', tel: '1380013800' })
    expect(mainland).toEqual({ ok: false, errors: { tel: '请输入正确的格式' } })
  })

  it('take any other country with its own phone rule, store E.164, keep its address and drop a province', () => {
    const m = de.enquiry.validation
    const result = parseEnquiry(m, { ...munich, province: '安徽' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data).toMatchObject({
      country: 'DE',
      tel: '+49 89 1234567',
      phone: { e164: '+49891234567' },
      city: 'München',
      postcode: '80331',
      email: 'kunde@bücher.de',
      emailAscii: 'kunde@xn--bcher-kva.de',
      transferConsent: false,
    })
    expect('province' in result.data).toBe(false)
    expect(parseEnquiry(m, { ...munich, tel: '089 1234567' }).ok).toBe(true)
    expect(parseEnquiry(m, { ...munich, country: 'de' }).ok).toBe(true)
    for (const tel of ['+49 89', '12', 'telefon', '+49 89 1234567 99999999'])
      expect(parseEnquiry(m, { ...munich, tel }), tel).toEqual({ ok: false, errors: { tel: m.telCountry } })
    expect(parseEnquiry(m, { ...munich, city: 'x'.repeat(81) })).toEqual({
      ok: false,
      errors: { city: m.tooLong.replace('{max}', '80') },
    })
  })

  it('refuse every country but China while the site takes enquiries from China only, with the notice', () => {
    const notice = 'Nur China'
    expect(parseEnquiry(de.enquiry.validation, munich, { chinaOnly: notice })).toEqual({
      ok: false,
      errors: { country: notice },
    })
    expect(parseEnquiry(de.enquiry.validation, valid, { chinaOnly: notice }).ok).toBe(true)
  })

  it('validate one field at a time with the same rules (on blur or change)', () => {
    const m = zh.enquiry.validation
    expect(validateField(m, 'tel', { ...valid, tel: '123' })).toBe('请输入正确的格式')
    expect(validateField(m, 'tel', { ...valid, name: '' })).toBeUndefined()
  })
})

describe('provinces', () => {
  it('are China’s 34 provincial-level divisions, named in every language', () => {
    expect(provinces).toHaveLength(34)
    expect(new Set(provinces.map((p) => p.value)).size).toBe(34)
    for (const name of ['台湾', '香港', '澳门', '内蒙古', '西藏'])
      expect(provinces.some((p) => p.value === name)).toBe(true)
    for (const l of locales) expect(provinceOptions(l).every((o) => o.label.trim().length > 0)).toBe(true)
    expect(provinceOptions('de').find((o) => o.value === '北京')?.label).toBe('Peking')
    expect(provinceOptions('zh')[0]).toEqual({ value: '北京', label: '北京' })
    const fr = provinceOptions('fr').map((o) => o.label)
    expect(fr).toEqual([...fr].sort(new Intl.Collator('fr').compare))
  })
})

describe('appointment rules', () => {
  const rules = {
    timeZone: 'Europe/Berlin',
    hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[], opens: '09:00', closes: '17:00' }],
    exceptions: [],
    series: ['luna', 'aria'],
    independent: true,
    // Tuesday 1 December 2026, noon in Munich
    now: Date.parse('2026-12-01T11:00:00Z'),
  }
  const visitor = {
    country: 'DE',
    name: 'Lena Gruber',
    tel: '+49 89 1234567',
    email: 'lena@example.de',
    consent: true,
    shareConsent: true,
  }

  it('judge the visit while other fields are still empty, as the form checks each field', () => {
    const v = de.enquiry.validation
    expect(validateField(v, 'visitDate', { visitDate: '2026-12-06' }, { appointment: rules })).toBe(v.visitClosed)
    expect(
      validateField(v, 'visitTime', { visitDate: '2026-12-02', visitTime: 'evening' }, { appointment: rules }),
    ).toBe(v.visitTime)
    expect(validateField(v, 'series', { series: ['pietra'] }, { appointment: rules })).toBe(v.series)
    expect(validateField(v, 'shareConsent', {}, { appointment: rules })).toBe(v.shareConsent)
    expect(validateField(v, 'shareConsent', {}, { appointment: { ...rules, independent: false } })).toBeUndefined()
  })

  it('take no type, position or product, and need no message', () => {
    const parsed = parseEnquiry(
      de.enquiry.validation,
      { ...visitor, type: 'joinus', job: 'x', product: 'luna-60', series: ['aria', 'aria'], visitDate: '2026-12-02' },
      { appointment: rules },
    )
    expect(parsed.ok && parsed.data).toMatchObject({
      type: 'appointment',
      requirement: '',
      series: ['aria'],
      visitDate: '2026-12-02',
      shareConsent: true,
    })
    expect(parsed.ok && [parsed.data.job, parsed.data.product]).toEqual([undefined, undefined])
    // The enquiry form takes no appointment as its type.
    expect(parseEnquiry(de.enquiry.validation, { ...munich, type: 'appointment' }).ok).toBe(false)
  })
})
