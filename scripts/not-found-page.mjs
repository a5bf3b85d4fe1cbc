// Where the production server (scripts/server.mjs) finds the server-rendered not-found page of
// a path: `/<locale>/~404` for the path's language, the German one for a path without one.
// The languages are those of src/i18n/locales.ts (tests/unit/not-found-page.test.ts keeps them equal).
export const NOT_FOUND_SEGMENT = '~404'
export const pageLocales = ['de', 'zh', 'en', 'it', 'fr', 'es']

/** The internal path of the not-found page for a request path (query and fragment ignored). */
export function notFoundPagePath(pathname) {
  const first = String(pathname).split(/[?#]/)[0].split('/')[1] ?? ''
  const locale = pageLocales.includes(first) ? first : pageLocales[0]
  return `/${locale}/${NOT_FOUND_SEGMENT}`
}
