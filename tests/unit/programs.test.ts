// npm test finds the programs its tests need, or says what to install: it never passes by skipping.
import { afterEach, describe, expect, it } from 'vitest'

import { ensureProgram, MissingProgram, PROGRAMS } from '../../scripts/programs.mjs'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

const missing = {
  name: 'frobnicator',
  why: 'the frobnication tests',
  env: 'FROB_PATH',
  paths: ['/nonexistent/frob'],
  packages: ['frob', 'frob-data'],
}

describe('programs the tests need', () => {
  it('a missing program that may not be installed stops with what to install and where to point instead', () => {
    process.env.INSTALL_PROGRAMS = '0'
    expect(() => ensureProgram(missing, { log: () => {} })).toThrow(MissingProgram)
    expect(() => ensureProgram(missing, { log: () => {} })).toThrow(
      'frobnicator not found; the frobnication tests need it. Install it (Debian: `apt-get install -y frob frob-data`) or set FROB_PATH to it.',
    )
  })

  it('a program named by its variable is taken from there', () => {
    process.env.FROB_PATH = process.execPath
    expect(ensureProgram(missing)).toBe(process.execPath)
  })

  it("Chromium comes with the CJK fonts, nginx, pg_dump and wrk from Debian's packages", () => {
    expect(PROGRAMS.chromium.packages).toEqual(['chromium', 'fonts-noto-cjk'])
    expect(PROGRAMS.nginx.packages).toEqual(['nginx'])
    expect(PROGRAMS.pgClient.packages).toEqual(['postgresql-client'])
    expect(PROGRAMS.wrk.packages).toEqual(['wrk'])
  })
})
