import type React from 'react'

const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4.35-4.35',
  close: 'M6 6l12 12M18 6 6 18',
  prev: 'm15 5-7 7 7 7',
  next: 'm9 5 7 7-7 7',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5v14l11-7Z',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevron: 'm6 9 6 6 6-6',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  external: 'M14 4h6v6m0-6L10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  web: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  address: 'M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  reload: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  map: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  company: 'M4 20V5l8-2v17M12 9h8v11M3 20h18M7 8h2M7 12h2M7 16h2M15 13h2M15 16h2',
  message: 'M4 5h16v11H9l-5 4V5Z',
  job: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  check: 'm5 12 5 5 9-10',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  alert: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.01',
  bookmark: 'M6 3.5h12v17l-6-4.2-6 4.2v-17Z',
} as const

export type IconName = keyof typeof paths

type Props = { name: IconName; size?: number; className?: string } & Omit<React.SVGProps<SVGSVGElement>, 'name'>

/** Line icons drawn inline (no request); 16 px by default (spec section 9). Decorative unless labelled. */
export function Icon({ name, size = 16, className, ...rest }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  )
}
