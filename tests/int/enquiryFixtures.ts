import type { EnquirySettings } from '@/env'
import { handleJoin } from '@/features/enquiry/handler'
import { memoryRateLimiter } from '@/features/enquiry/rateLimit'
import { enquiryStore } from '@/lib/cms/enquiries'
import type { Enquiry } from '@/payload-types'

import { nextArticle, publishedProduct, type Cms } from './harness'

/** The enquiry endpoint with its bot checks off and a limit no test reaches. */
export const openSettings: EnquirySettings = {
  rateLimit: 1000,
  requestLimit: 0,
  rateWindowSeconds: 600,
  minFillMs: 0,
  powBits: 0,
  retentionDays: 180,
  retentionSchedule: '0 30 3 * * *',
}

/** A project enquiry from China, as its form sends it. */
export const hotelInHangzhou = {
  type: 'project',
  name: 'Wang Lei',
  tel: '13800138000',
  email: 'wang.lei@example.com',
  province: '浙江',
  requirement: 'Ein Hotel mit 120 Bädern in Hangzhou, Lieferung im März.',
  consent: true,
  transferConsent: true,
}

/** A project enquiry from a German architect. */
export const architectInMunich = {
  type: 'project',
  country: 'DE',
  name: 'Anna Huber',
  tel: '+49 89 1234567',
  email: 'anna.huber@architektur.example',
  company: 'Huber Architekten',
  city: 'München',
  postcode: '80331',
  requirement: 'Hotel mit 120 Zimmern, Lieferung im Frühjahr.',
  consent: true,
}

export type PostOptions = {
  query?: string
  /** an appointment for the showroom of this slug (`POST /api/showroom/{slug}/appointment`) */
  showroom?: string
  limiter?: ReturnType<typeof memoryRateLimiter>
  rateLimit?: number
  requestLimit?: number
}

/** `POST /api/join` (or a showroom's appointment) of this CMS, from the client address `ip`, with the bot checks off. */
export function enquiryPoster(cms: Cms, ip: string) {
  return (body: unknown, init: PostOptions = {}) =>
    handleJoin(
      new Request(
        `http://localhost${init.showroom === undefined ? '/api/join' : `/api/showroom/${init.showroom}/appointment`}${init.query ?? ''}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(body),
        },
      ),
      {
        store: enquiryStore(async () => cms.payload),
        limiter: init.limiter ?? memoryRateLimiter(),
        settings: {
          ...openSettings,
          rateLimit: init.rateLimit ?? openSettings.rateLimit,
          requestLimit: init.requestLimit ?? openSettings.requestLimit,
        },
        secret: 'x'.repeat(43),
        trustedProxies: 0,
        log: () => {},
      },
      init.showroom === undefined ? {} : { showroom: init.showroom },
    )
}

/** The enquiry an accepted request stored (by the reference it answered with). */
export async function storedEnquiry(cms: Cms, res: Response): Promise<Enquiry> {
  const id = Number(((await res.json()) as { data: { reference: string } }).data.reference.slice(3))
  return cms.payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
}

/** A published basin in white and black (two variants); its slug and numbers. */
export async function twoColourBasin(cms: Cms): Promise<{ slug: string; white: string; black: string; id: number }> {
  const id = await publishedProduct(cms, { de: 'Waschbecken Luna', zh: '露娜台盆' })
  const doc = await cms.payload.findByID({ collection: 'products', id, depth: 0 })
  const white = doc.variants[0]!.articleNumber
  const black = nextArticle()
  await cms.payload.update({
    collection: 'products',
    id,
    locale: 'de',
    data: {
      specs: { colours: ['white'] },
      variants: [
        { articleNumber: white, colour: 'white' },
        { articleNumber: black, colour: 'black' },
      ],
      _status: 'published',
    },
    context: { disableRevalidate: true },
  })
  return { slug: doc.slug, white, black, id }
}
