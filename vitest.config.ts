import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** Integration tests that need no database (nginx, Redis): they run once, not once per database. */
const NO_DATABASE = [
  'tests/int/nginx.int.test.ts',
  'tests/int/redis-cache.int.test.ts',
  'tests/int/redis-connection.int.test.ts',
  'tests/int/redis-rate-limit.int.test.ts',
]

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: NO_DATABASE,
          // One migrated database per run, copied for each file.
          globalSetup: ['tests/int/global-setup.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 600_000,
          // Each file gets its own database; two in parallel is what two cores carry.
          maxWorkers: 2,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-services',
          include: NO_DATABASE,
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 600_000,
          maxWorkers: 2,
          pool: 'forks',
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run bench:search` only: measures search latency over a generated catalogue.
          name: 'bench',
          include: ['tests/bench/**/*.bench.ts'],
          environment: 'node',
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
          pool: 'forks',
        },
      },
    ],
  },
})
