// The layers of src/ are the linter's rules (eslint.config.mjs): a file planted in a layer with a
// wrong import fails `npm run lint`, and one with the imports its layer allows passes.
import { ESLint } from 'eslint'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

/** The layer rules' messages for `code` linted as if it were the file `file` of the project. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`)
}

beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  // The first lint loads the configuration and its plugins: seconds on a busy machine (a clean CI's
  // unit stage runs beside lint and typecheck), which the first case's 5 s must not pay for.
  await layerErrors('src/lib/planted-warm-up.ts', 'export const warm = 1\n')
}, 60_000)

describe('layers the linter enforces', () => {
  it.each([
    ['lib imports the data layer', 'src/lib/planted.ts', "import { getPageGlobal } from '@/lib/cms/content'\n"],
    [
      'lib imports a type of the data layer',
      'src/lib/planted.ts',
      "import type { EnquiryStore } from '@/lib/cms/enquiries'\n",
    ],
    [
      'lib imports a screen',
      'src/lib/seo/planted.ts',
      "import { NewsListView } from '@/components/news/NewsListView'\n",
    ],
    ['the model imports the demo seed', 'src/cms/collections/Planted.ts', "import { seed } from '@/cms/seed'\n"],
    ['the model loads the demo seed', 'src/cms/hooks/planted.ts', "export const load = () => import('@/cms/seed')\n"],
    [
      'the model imports a feature',
      'src/cms/collections/Planted.ts',
      "import { handleJoin } from '@/features/enquiry/handler'\n",
    ],
    [
      'the model imports the data layer',
      'src/cms/hooks/planted.ts',
      "import { payloadClient } from '@/lib/cms/payload'\n",
    ],
    [
      'the data layer imports a feature',
      'src/lib/cms/planted.ts',
      "import { enquiryLimiter } from '@/features/enquiry/limiter'\n",
    ],
    [
      'a feature imports a screen',
      'src/features/enquiry/planted.ts',
      "import { Footer } from '@/components/layout/Footer'\n",
    ],
    ['a shared UI piece reads the CMS', 'src/ui/Planted.tsx', "import { getFacts } from '@/lib/cms/facts'\n"],
    ['a screen starts Payload itself', 'src/components/news/Planted.tsx', "import config from '@payload-config'\n"],
    ['a screen calls Payload', 'src/components/news/Planted.tsx', "import { getPayload } from 'payload'\n"],
    ['a feature imports a Payload type', 'src/features/enquiry/planted.ts', "import type { Payload } from 'payload'\n"],
    ['a route calls Payload', 'src/app/api/planted/route.ts', "import { getPayload } from 'payload'\n"],
  ])('%s: an error', async (_case, file, code) => {
    expect(await layerErrors(file, code)).not.toEqual([])
  })

  it.each([
    [
      'a screen reads the data layer',
      'src/components/news/Planted.tsx',
      "import { getFacts } from '@/lib/cms/facts'\n",
    ],
    ['a feature uses a shared UI piece', 'src/features/enquiry/planted.ts', "import { Icon } from '@/ui/Icon'\n"],
    [
      'the data layer uses the model',
      'src/lib/cms/planted.ts',
      "import { Enquiries } from '@/cms/collections/enquiries/Enquiries'\n",
    ],
    [
      'the model uses a vocabulary',
      'src/cms/collections/Planted.ts',
      "import { demandTypes } from '@/lib/vocabularies'\n",
    ],
    ['lib uses the generated types', 'src/lib/planted.ts', "import type { Media } from '@/payload-types'\n"],
    ['the data layer starts Payload', 'src/lib/cms/planted.ts', "import config from '@payload-config'\n"],
    [
      'the rich-text renderer',
      'src/ui/RichText.tsx',
      "import { RichText } from '@payloadcms/richtext-lexical/react'\n",
    ],
  ])('%s: allowed', async (_case, file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
