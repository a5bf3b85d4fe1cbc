import type { Locale } from '@/i18n/locales'

import type { NewsSeed } from '../types'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { zh } from './zh'

/** Each language's news: its own articles, dated within the demo content's present (2026). */
export const news: Readonly<Record<Locale, readonly NewsSeed[]>> = { de, zh, en, it, fr, es }
