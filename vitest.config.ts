import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
