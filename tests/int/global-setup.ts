import type { TestProject } from 'vitest/node'

import { makeTemplate } from './harness'

/**
 * Runs once per integration run: migrates one empty database of the run's kind (TEST_DB), which
 * every test file's database then starts as a copy of (a file copy; PostgreSQL's CREATE DATABASE …
 * TEMPLATE). The migrations run once per run instead of once per file.
 */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const before = { ...process.env }
  const { template, remove } = await makeTemplate()
  // The test files' workers start from this process's environment: none of them may find the
  // template's database there.
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
  Object.assign(process.env, before)
  console.log(`[${template.kind}] template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  project.provide('intTemplate', template)
  return remove
}
