import localFont from 'next/font/local'

/**
 * Manrope, self-hosted from npm (no font service is ever contacted). Latin covers
 * German, French, Italian and Spanish; Chinese uses the visitor's system CJK fonts.
 */
export const brandFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
      weight: '200 800',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: true,
  variable: '--font-brand',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
})
