export type FlagCode = 'de' | 'cn' | 'gb' | 'it' | 'fr' | 'es' | 'dk' | 'ru' | 'be' | 'se'

export const isFlagCode = (code: string): code is FlagCode =>
  ['de', 'cn', 'gb', 'it', 'fr', 'es', 'dk', 'ru', 'be', 'se'].includes(code)

const common = { viewBox: '0 0 30 20', width: 24, height: 16, 'aria-hidden': true, focusable: false } as const

/** Three vertical bands (Italy, France). */
function Tricolour({ colors }: { colors: readonly [string, string, string] }) {
  return (
    <svg {...common}>
      {colors.map((fill, i) => (
        <rect key={fill} x={i * 10} width="10" height="20" fill={fill} />
      ))}
    </svg>
  )
}

/** Nordic cross (Denmark, Sweden). */
function NordicCross({ field, cross }: { field: string; cross: string }) {
  return (
    <svg {...common}>
      <rect width="30" height="20" fill={field} />
      <path d="M11 0v20M0 10h30" stroke={cross} strokeWidth="4" />
    </svg>
  )
}

/** Flags of the language switcher and the showroom countries, drawn inline (3:2). */
export function Flag({ code }: { code: FlagCode }) {
  switch (code) {
    case 'de':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#FFCE00" />
          <rect width="30" height="13.34" fill="#DD0000" />
          <rect width="30" height="6.67" fill="#000" />
        </svg>
      )
    case 'cn':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#DE2910" />
          <path fill="#FFDE00" d="m5 2 .9 2.8H8.8L6.4 6.5l.9 2.8L5 7.6 2.6 9.3l.9-2.8L1.1 4.8H4Z" />
          <circle cx="10" cy="2" r=".8" fill="#FFDE00" />
          <circle cx="12" cy="4" r=".8" fill="#FFDE00" />
          <circle cx="12" cy="7" r=".8" fill="#FFDE00" />
          <circle cx="10" cy="9" r=".8" fill="#FFDE00" />
        </svg>
      )
    case 'gb':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0 30 20M30 0 0 20" stroke="#C8102E" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
        </svg>
      )
    case 'it':
      return <Tricolour colors={['#009246', '#fff', '#CE2B37']} />
    case 'fr':
      return <Tricolour colors={['#002395', '#fff', '#ED2939']} />
    case 'be':
      return <Tricolour colors={['#000', '#FAE042', '#ED2939']} />
    case 'dk':
      return <NordicCross field="#C8102E" cross="#fff" />
    case 'se':
      return <NordicCross field="#006AA7" cross="#FECC02" />
    case 'ru':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#fff" />
          <rect y="6.67" width="30" height="13.33" fill="#0039A6" />
          <rect y="13.33" width="30" height="6.67" fill="#D52B1E" />
        </svg>
      )
    case 'es':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#AA151B" />
          <rect y="5" width="30" height="10" fill="#F1BF00" />
        </svg>
      )
  }
}
