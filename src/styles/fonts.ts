import localFont from 'next/font/local'

/**
 * Manrope, self-hosted from npm (no font service is ever contacted). Latin covers
 * German, French, Italian and Spanish; Chinese uses the visitor's system CJK fonts.
 *
 * `optional`, preloaded: the browser waits a moment (about 100 ms) for the file before the first
 * paint; a page whose font comes later keeps the fallback until the next page, which has it from
 * the cache. With `swap`, a late font re-wrapped the home page's slide headings in German and
 * Spanish and moved everything below them by a line (a layout shift of 0.015 on a phone).
 */
export const brandFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
      weight: '200 800',
      style: 'normal',
    },
  ],
  display: 'optional',
  preload: true,
  variable: '--font-brand',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
})
