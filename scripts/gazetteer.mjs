#!/usr/bin/env node
// Writes generated/gazetteer.json (scripts/gazetteer.ts, run with tsx); `npm run build` runs it
// before `next build`. Without tsx (an install without the development tools) nothing is written
// and the server makes the gazetteer from its sources on first use.
import { writeGazetteer } from './lib.mjs'

await writeGazetteer()
