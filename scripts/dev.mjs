#!/usr/bin/env node
// `npm run dev`: next dev on its own database (data/dev.db, schema pushed), with the same
// first-run secret and admin login as `npm start`.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { baseEnv, ensureLocalEnv, root } from './lib.mjs'

ensureLocalEnv()
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: baseEnv({ NODE_ENV: 'development' }),
  },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
