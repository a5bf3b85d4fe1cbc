import { describe, expect, it } from 'vitest'

import { ConfigError, passwordProblem, readEnv, scheduleProblem, secretProblem } from './env'

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
    expect(readEnv({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).redisUrl).toBe(
      'rediss://user:pw@cache.example:6380',
    )
    expect(() => readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/)
    expect(() => readEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(ConfigError)
  })

  it('runs the retention clean-up nightly unless ENQUIRY_RETENTION_SCHEDULE names another six-field schedule', () => {
    expect(readEnv({}).enquiry.retentionSchedule).toBe('0 30 3 * * *')
    expect(readEnv({ ENQUIRY_RETENTION_SCHEDULE: ' */15 * * * * * ' }).enquiry.retentionSchedule).toBe('*/15 * * * * *')
    expect(readEnv({ ENQUIRY_RETENTION_SCHEDULE: '0 0 2 * * SUN' }).enquiry.retentionSchedule).toBe('0 0 2 * * SUN')
    // Five fields would be read as minutes first elsewhere: refused rather than guessed.
    expect(() => readEnv({ ENQUIRY_RETENTION_SCHEDULE: '30 3 * * *' })).toThrow(
      /ENQUIRY_RETENTION_SCHEDULE: six fields are needed/,
    )
    expect(() => readEnv({ ENQUIRY_RETENTION_SCHEDULE: '0 61 3 * * *' })).toThrow(
      /ENQUIRY_RETENTION_SCHEDULE: .*minute/,
    )
    expect(() => readEnv({ ENQUIRY_RETENTION_SCHEDULE: 'nightly' })).toThrow(ConfigError)
    expect(scheduleProblem('0 30 3 * * *')).toBeNull()
  })

  it('keeps development on its own database file', () => {
    expect(readEnv({ NODE_ENV: 'development' }).database).toMatchObject({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/dev\.db$/),
    })
    expect(readEnv({ NODE_ENV: 'production' }).database).toMatchObject({
      kind: 'sqlite',
      file: expect.stringMatching(/data\/site\.db$/),
    })
    expect(readEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    })
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError)
  })

  it('takes the map tile server from the environment, OpenStreetMap by default, and refuses a URL without tile coordinates', () => {
    expect(readEnv({}).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(readEnv({}).mapTiles.attribution).toMatch(/OpenStreetMap/)
    const own = readEnv({ MAP_TILE_URL: 'http://127.0.0.1:3199/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Own tiles' })
    expect(own.mapTiles).toEqual({ url: 'http://127.0.0.1:3199/{z}/{x}/{y}.png', attribution: '© Own tiles' })
    expect(() => readEnv({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(ConfigError)
  })
  it('stores media on the local disk without S3_BUCKET, and in the bucket with it and its keys', () => {
    expect(readEnv({}).s3).toBeNull()
    const keys = {
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(readEnv(keys).s3).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    // Another service than AWS: path-style addresses unless told otherwise.
    expect(readEnv({ ...keys, S3_ENDPOINT: 'http://minio:9000/' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    })
    expect(
      readEnv({ ...keys, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle,
    ).toBe(false)
  })

  it('refuses a bucket without region or keys, and S3 settings without a bucket, naming what is missing', () => {
    expect(() => readEnv({ S3_BUCKET: 'media', S3_REGION: 'eu-central-1' })).toThrow(
      /S3_BUCKET is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too/,
    )
    expect(() => readEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      ConfigError,
    )
    expect(() => readEnv({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID set without S3_BUCKET/,
    )
    expect(() =>
      readEnv({
        S3_BUCKET: 'media',
        S3_REGION: 'x',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow(ConfigError)
    // The build stores no file and needs no keys.
    expect(readEnv({ NEXT_PHASE: 'phase-production-build', S3_BUCKET: 'media' }).s3).toBeNull()
  })
})
