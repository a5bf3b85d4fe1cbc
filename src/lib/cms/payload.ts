import { getPayload, type Payload } from 'payload'

/**
 * The one Payload instance of this process (Payload caches it). The configuration is loaded on
 * the first call, not when a module of the data layer is imported: reading it needs the
 * environment (PAYLOAD_SECRET), which a script or test may set up after its imports.
 */
export async function payloadClient(): Promise<Payload> {
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}
