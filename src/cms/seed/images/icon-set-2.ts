/** Product, material and value icons (second half of the line-icon set). */
import type { IconName } from '@/lib/vocabularies'

import { SHIELD, band, drop, f, ring, s, segs, sparkle, star, t, tf } from './icon-set-kit'
import { rr } from './svg'

const wave = (y: number): string => `M3 ${y}c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0`

/** Ruler laid out flat, then turned diagonally; ticks alternate long and short. */
const ruler = (): { body: string; ticks: string } => {
  const body = segs([['M', 2.5, 8.5], ['L', 21.5, 8.5], ['L', 21.5, 15.5], ['L', 2.5, 15.5], ['Z']], -45)
  const ticks: string[] = []
  for (let i = 0; i < 7; i++) {
    const x = 5.5 + i * 2.17
    ticks.push(
      segs(
        [
          ['M', x, 8.5],
          ['L', x, i % 2 ? 10.5 : 12],
        ],
        -45,
      ),
    )
  }
  return { body, ticks: ticks.join('') }
}
const rule = ruler()

const pebble = (cx: number, cy: number, rx: number, ry: number, tilt: number): string =>
  `M${f(cx - rx)} ${f(cy + tilt)}C${f(cx - rx)} ${f(cy - ry * 1.3 + tilt)} ${f(cx + rx)} ${f(cy - ry * 1.3 - tilt)} ${f(cx + rx)} ${f(cy - tilt)}` +
  `C${f(cx + rx)} ${f(cy + ry * 1.25 - tilt)} ${f(cx - rx)} ${f(cy + ry * 1.25 + tilt)} ${f(cx - rx)} ${f(cy + tilt)}Z`

export const icons2 = {
  basin:
    s('M3 11h18c0 4.3-4 7.3-9 7.3S3 15.3 3 11ZM9.8 18.1l-.5 2.4h5.4l-.5-2.4M20.5 4.5H15a1.5 1.5 0 0 0-1.5 1.5v.5') +
    tf(drop(13.5, 9.1, 0.9, 1.7)),
  cabinet:
    s('M2.5 10h19M4 10v9h16v-9M12 10v9M5.5 19v1.5M18.5 19v1.5') +
    s('M6 6.5h9c0 2-2 3.5-4.5 3.5S6 8.5 6 6.5ZM17.5 10V5a.5.5 0 0 0-.5-.5h-3') +
    t('M10.25 13.2v2.6M13.75 13.2v2.6'),
  enclosure:
    s('M4.5 20.5V4a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v16.5M12 3v17.5M13.8 10.5V14M3 20.5h18') +
    t('M8.25 3v2.2M6 7.6a2.25 2.25 0 0 1 4.5 0Z') +
    tf(ring(6.7, 9.9, 0.6) + ring(8.25, 10.6, 0.6) + ring(9.8, 9.9, 0.6)),
  bathtub:
    s('M2.5 11.5h19M3.5 11.5v2a5 5 0 0 0 5 5h7a5 5 0 0 0 5-5v-2M7 18.2 6 20.5M17 18.2l1 2.3') +
    s('M5.5 11.5V5.5a2 2 0 0 1 4 0v.5') +
    t(ring(13, 8.5, 1.1) + ring(16.2, 6.8, 0.8) + ring(17.4, 9.4, 0.6)),
  hardware:
    s('M5 20.5h9M7.5 20.5v-10a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v10M11.5 11.5h5a2 2 0 0 1 2 2v1M9.5 9.5V7.5l4-1.8') +
    tf(drop(18.5, 18.3, 1.2, 2.3)),
  tray:
    s('M2 14 8 8h14l-6 6ZM2 14v3h14v-3M16 17l6-6V8') +
    t('M5.2 12.9l3.7-3.7h10.2l-3.7 3.7Z') +
    tf(ring(12, 11.05, 0.75)),
  toilet:
    s(
      rr(3.5, 3.5, 5.5, 8, 1.2) +
        'M3.5 11.5h17M20.5 11.5c0 3.2-2.2 5.4-5 6.3l.5 2.7H9l.5-3.2C6.3 16.3 4.5 14.2 4.5 11.5',
    ) + tf(ring(6.25, 6.6, 0.95)),
  eco:
    s('M12 20.5V12M7 20.5h10M12 13.5c-4.4 0-7-2.5-7-6.5 4.2 0 7 2.5 7 6.5Z') +
    t('M12 11.5c0-4 2.6-6.5 7-6.5 0 4-2.8 6.5-7 6.5Z'),
  water: s(wave(7.5) + wave(16.5)) + t(wave(12)),
  craft:
    s(
      'M2.5 13v7.5M2.5 14.5h3.3c.8 0 1.6-.2 2.3-.6l.7-.4h3.9a1.5 1.5 0 0 1 0 3H10M12.7 16.3l4.9-2.5a1.6 1.6 0 0 1 2 2.4L14.3 20.3H2.5',
    ) + t('M7 12.7l6.3-6.3M11.2 4.3l2.1-2.1 4.2 4.2-2.1 2.1Z'),
  measure: s(rule.body) + t(rule.ticks),
  support:
    s(ring(12, 12, 8.5) + ring(12, 12, 4)) +
    tf([45, 135, 225, 315].map((a) => band(12, 12, 4.75, 7.75, a - 16, a + 16)).join('')),
  shield: s(SHIELD) + tf('M12 6.2l4.6 1.65v3.95c0 3.1-1.9 5.3-4.6 6.6Z'),
  award:
    s('M7.5 4h9v5a4.5 4.5 0 0 1-9 0ZM7.5 5.5H4.75v1a3.2 3.2 0 0 0 3.1 3.2M16.5 5.5h2.75v1a3.2 3.2 0 0 1-3.1 3.2') +
    s('M12 13.5V17M8 20.5h8M9.5 20.5V17h5v3.5') +
    tf(star(12, 8.3, 2.3, 1)),
  handshake:
    s('M1.8 5.5h2.6l-.6 9H1.8M22.2 5.5h-2.6l.6 9h2') +
    s('M19.7 7.4l-1.9-.6a4.6 4.6 0 0 0-3.8.4L9.6 9.8a1.3 1.3 0 0 0 1.4 2.2l2.8-1.6 5.6 5') +
    s('M4.3 7.3h3.4l2.2-.9M4 13.6l5.9 5.5a1.1 1.1 0 0 0 1.6-1.5M11.5 17.6l.9.8a1.1 1.1 0 0 0 1.6-1.5') +
    t('M14 16.9l.6.5a1.1 1.1 0 0 0 1.6-1.5l-1.5-1.4'),
  stone: s(pebble(12, 17.8, 8.2, 2.7, 0.3) + pebble(11.4, 12.1, 5.6, 2.2, -0.4)) + t(pebble(12.4, 7.2, 3.4, 1.9, 0.3)),
  glass: s(rr(5, 3, 14, 18, 1.5)) + t('M8.5 10.5l4-4M8.5 15l6.5-6.5'),
  layers: t('M12 3.5l9 4.5-9 4.5L3 8Z') + s('M3 12l9 4.5 9-4.5M3 16l9 4.5 9-4.5'),
  drop: s(drop(12, 14.5, 6.2, 11.5)) + t('M8.6 14.8a3.4 3.4 0 0 0 3.4 3.4'),
  sparkle: s(sparkle(10.5, 11.5, 8)) + tf(sparkle(18.5, 18, 3) + sparkle(18.5, 4.5, 1.9)),
  leaf:
    s('M5 19C5 10.2 10.2 4.5 19.5 4.5 19.5 13.6 14 19 5 19ZM3.5 20.5 5 19') + t('M5 19 15 9M9.3 14.7H13M11.9 12.1V9'),
} satisfies Partial<Record<IconName, string>>
