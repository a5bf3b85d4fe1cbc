import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * The layers of src/, highest first: each may import only the layers after it (DESIGN.md,
 * "Layers"; the README's code layout names each folder's layer). `import type` counts like any
 * import; the generated types (src/payload-types.ts) belong to no layer and may be imported
 * anywhere. Not in any layer: src/payload.config.ts (it assembles the model and is read only by
 * the data layer and Payload's admin routes), src/migrations, scripts/ and the tests.
 */
export const layers = [
  { name: 'app', paths: ['src/app/**', 'src/@(proxy|instrumentation).ts'] },
  { name: 'components', paths: ['src/components/**'] },
  { name: 'features', paths: ['src/features/**'] },
  { name: 'ui', paths: ['src/ui/**'] },
  { name: 'data', paths: ['src/lib/cms/**'] },
  { name: 'seed', paths: ['src/cms/seed/**'] },
  { name: 'model', paths: ['src/cms/!(seed)/**', 'src/cms/*.*'] },
  { name: 'lib', paths: ['src/lib/!(cms)/**', 'src/lib/*.*', 'src/i18n/**', 'src/@(env).ts'] },
]

/** Besides the order: shared UI pieces draw nothing from the CMS, so they import only lib. */
const extra = { ui: ['data', 'seed', 'model'] }

const pathsOf = (names) => layers.filter((l) => names.includes(l.name)).flatMap((l) => l.paths)

const zones = [
  ...layers.flatMap((layer, i) => {
    const above = layers.slice(0, i).map((l) => l.name)
    const banned = [...above, ...(extra[layer.name] ?? [])]
    return banned.length === 0
      ? []
      : [
          {
            target: layer.paths,
            from: pathsOf(banned),
            message: `The ${layer.name} layer imports only the layers after it: ${layers
              .slice(i + 1)
              .filter((l) => !(extra[layer.name] ?? []).includes(l.name))
              .map((l) => l.name)
              .join(', ')} (eslint.config.mjs).`,
          },
        ]
  }),
  {
    target: pathsOf(['app', 'components', 'features', 'ui', 'seed', 'model', 'lib']),
    from: ['src/payload.config.ts'],
    message: 'Only the data layer (src/lib/cms) starts Payload with its configuration.',
  },
]

/** Payload itself (the server, its adapters and admin) is used by the model and the data layer only. */
/** `payload`, `payload/…` and `@payloadcms/…`, optionally but one entry point (`except`). */
const payloadImports = (except = '') => ({
  regex: `^(payload(/.*)?|@payloadcms/${except ? `(?!${except}$)` : ''}.*)$`,
  message: 'Payload is used by the model (src/cms) and the data layer (src/lib/cms) only.',
})
const tests = 'src/**/*.test.{ts,tsx}'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'import/no-default-export': 'off',
      // Packages, then the project's own modules (`@/…`), then the folder's: each group sorted.
      'import/order': [
        'error',
        {
          groups: [['builtin', 'external'], 'internal', ['parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
    settings: { 'import/internal-regex': '^(@/|@payload-config$)' },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: [tests],
    rules: { 'import/no-restricted-paths': ['error', { zones }] },
  },
  // Payload's own admin routes, kept as Payload generates them, start Payload with its configuration.
  {
    files: ['src/app/(payload)/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: zones.slice(0, -1) }], 'import/order': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: [
      tests,
      'src/lib/cms/**',
      'src/cms/**',
      'src/app/(payload)/**',
      'src/payload.config.ts',
      'src/payload-types.ts',
      'src/migrations/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [payloadImports()] }],
    },
  },
  // The two renderers of rich text stored by the CMS: for the screens and for the public API.
  ...[
    ['src/ui/RichText.tsx', 'richtext-lexical/react'],
    ['src/features/publicApi/html.ts', 'richtext-lexical/html'],
    // The previews' side of Live Preview: Payload's message protocol with the admin beside them.
    ['src/components/preview/PreviewClient.client.tsx', 'live-preview'],
  ].map(([file, entry]) => ({
    files: [file],
    rules: { 'no-restricted-imports': ['error', { patterns: [payloadImports(entry)] }] },
  })),
]

export default config
