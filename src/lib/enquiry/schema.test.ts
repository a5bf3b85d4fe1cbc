import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { provinceOptions, provinces } from '@/lib/enquiry/provinces'

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
