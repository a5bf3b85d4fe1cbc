import { describe, expect, it } from 'vitest'

import { parseEmail } from './email'

describe('the e-mail rule of enquiries (one for form, API and collection)', () => {
  it.each([
    ['kunde@bücher.de', 'kunde@xn--bcher-kva.de', false],
    ['zz@例子.中国', 'zz@xn--fsqu00a.xn--fiqs8s', false],
    ['müller@example.de', 'müller@example.de', true],
    ['wang.lei@example.com', 'wang.lei@example.com', false],
    ['  Anna.Huber+bad@Example.COM ', 'Anna.Huber+bad@example.com', false],
    ['li@例子。中国', 'li@xn--fsqu00a.xn--fiqs8s', false],
  ])('takes %s (ASCII form %s)', (address, ascii, utf8Local) => {
    expect(parseEmail(address)).toEqual({ address: address.trim(), ascii, utf8Local })
  })

  it.each([
    'a@example.c0m',
    'a@example.x',
    'a@example',
    'no-at-sign',
    '@example.de',
    'a b@example.de',
    'a@exa mple.de',
    'a@1.2.3.4',
    'a@[::1]',
    'a@a%2eb.de',
    'a@-a.de',
    'a@a..de',
    'a@example.de:25',
    'a@example.de/x',
    `${'x'.repeat(65)}@example.de`,
  ])('refuses %s', (address) => {
    expect(parseEmail(address)).toBeNull()
  })
})
