import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { dbKind, cmsOfFile } from './harness'

type DrizzleKit = {
  generateDrizzleJson: (schema: Record<string, unknown>) => unknown
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: Record<string, unknown>) => unknown
}
type DrizzleDb = { schema: Record<string, unknown>; migrationDir: string; requireDrizzleKit: () => DrizzleKit }

const cms = cmsOfFile()

describe(`database schema (${dbKind()})`, () => {
  it('applies every committed migration to an empty database', async () => {
    const dir = (cms.payload.db as unknown as DrizzleDb).migrationDir
    const committed = fs.readdirSync(dir).filter((f) => /^\d{8}_\d{6}.*\.ts$/.test(f)).length
    const applied = await cms.payload.find({ collection: 'payload-migrations', limit: 100, pagination: false })
    expect(committed).toBeGreaterThan(0)
    expect(applied.docs.filter((m) => (m.batch ?? 0) > 0)).toHaveLength(committed)
  })

  it('has a migration for every change of the content model', async () => {
    const db = cms.payload.db as unknown as DrizzleDb
    const kit = db.requireDrizzleKit()
    const after = (await kit.generateDrizzleJson(db.schema)) as { version?: string }
    const latest = fs
      .readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest, 'no migration snapshot committed').toBeTruthy()
    let before = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest!), 'utf8')) as Record<string, unknown> & {
      version?: string
    }
    if (kit.upSnapshot && Number(before.version) < Number(after.version))
      before = kit.upSnapshot(before) as typeof before
    const statements = await kit.generateMigration(before, after)
    expect(statements, 'the content model changed: run `npm run migrate:create -- <name>`').toEqual([])
  })
})

describe.runIf(dbKind() === 'sqlite')('generated files', () => {
  it('payload-types.ts matches the content model', async () => {
    const { generateTypes } = await import('payload/node')
    const out = path.join(cms.dir, 'payload-types.ts')
    await generateTypes(
      { ...cms.payload.config, typescript: { ...cms.payload.config.typescript, outputFile: out } },
      { log: false },
    )
    const committed = fs.readFileSync(path.resolve('src/payload-types.ts'), 'utf8')
    expect(fs.readFileSync(out, 'utf8') === committed, 'src/payload-types.ts is stale: run `npm run generate`').toBe(
      true,
    )
  })

  it('the admin import map matches the content model', async () => {
    const { generateImportMap } = await import('payload')
    const out = path.join(cms.dir, 'importMap.js')
    const config = cms.payload.config
    await generateImportMap(
      { ...config, admin: { ...config.admin, importMap: { ...config.admin.importMap, importMapFile: out } } },
      { log: false, force: true },
    )
    const committed = fs.readFileSync(path.resolve('src/app/(payload)/admin/importMap.js'), 'utf8')
    expect(fs.readFileSync(out, 'utf8') === committed, 'the admin import map is stale: run `npm run generate`').toBe(
      true,
    )
  })
})
