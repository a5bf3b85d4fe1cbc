import { describe, expect, it } from 'vitest'

import { telHref } from './tel'

describe('telHref', () => {
  it('keeps digits and a leading plus, drops what people write between them', () => {
    expect(telHref('400-826-9188')).toBe('tel:4008269188')
    expect(telHref('+49 (69) 1234 567')).toBe('tel:+49691234567')
    expect(telHref('0571-8697 3315')).toBe('tel:057186973315')
  })
})
