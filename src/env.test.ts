import { describe, expect, it } from 'vitest'

import { ConfigError, passwordProblem, readEnv, secretProblem } from './env'

const strong = 'q8Vx3nT1-mZ0pLr7_sK2wYb5HcJ9dFe4gAu6'

describe('environment', () => {
  it('refuses a missing, short or well-known secret', () => {
    expect(secretProblem(undefined)).toMatch(/not set/)
    expect(secretProblem('changeme')).toMatch(/default/)
    expect(secretProblem('YOUR_SECRET_HERE')).toMatch(/default/)
    expect(secretProblem('a-short-secret')).toMatch(/too short/)
    expect(secretProblem('a'.repeat(40))).toMatch(/distinct/)
    expect(secretProblem(strong)).toBeNull()
  })

  it('refuses weak admin passwords', () => {
    expect(passwordProblem('admin')).toMatch(/default/)
    expect(passwordProblem('short1!')).toMatch(/too short/)
    expect(passwordProblem('a-Long-enough-Passw0rd')).toBeNull()
    expect(() => readEnv({ NODE_ENV: 'production', ADMIN_PASSWORD: 'password' })).toThrow(ConfigError)
  })

  it('lets the build run without a secret, but not the server', () => {
    const build = readEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })
    expect(build.payloadSecret.length).toBeGreaterThan(0)
    const server = readEnv({ NODE_ENV: 'production' })
    expect(() => server.payloadSecret).toThrow(/PAYLOAD_SECRET is not set/)
    expect(readEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: strong }).payloadSecret).toBe(strong)
  })

  it('takes an optional redis:// or rediss:// REDIS_URL and refuses anything else', () => {
    expect(readEnv({}).redisUrl).toBeUndefined()
    expect(readEnv({ REDIS_URL: '' }).redisUrl).toBeUndefined()
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2')
    expect(readEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).redisUrl).toBe('rediss://user:pw@cache.example:6380')
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/)
    expect(() => readEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(ConfigError)
  })

  it('keeps development on its own database file', () => {
    expect(readEnv({ NODE_ENV: 'development' }).database).toMatchObject({ kind: 'sqlite', file: expect.stringMatching(/data\/dev\.db$/) })
    expect(readEnv({ NODE_ENV: 'production' }).database).toMatchObject({ kind: 'sqlite', file: expect.stringMatching(/data\/site\.db$/) })
    expect(readEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' })
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
  })

  it('takes the map tile server from the environment, OpenStreetMap by default, and refuses a URL without tile coordinates', () => {
    expect(readEnv({}).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(readEnv({}).mapTiles.attribution).toMatch(/OpenStreetMap/)
    const own = readEnv({ MAP_TILE_URL: 'http://127.0.0.1:3199/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Own tiles' })
    expect(own.mapTiles).toEqual({ url: 'http://127.0.0.1:3199/{z}/{x}/{y}.png', attribution: '© Own tiles' })
    expect(() => readEnv({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(ConfigError)
  })
})
