import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
