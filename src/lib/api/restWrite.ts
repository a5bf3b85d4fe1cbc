/**
 * The document data of a write to Payload's REST API, as Payload reads it: the JSON body, or the
 * admin form's `_payload` (multipart, its other fields when it has none); and whether a file came
 * with it. Read from a clone, so Payload still gets the body; null data when it cannot be read
 * (Payload answers such a body itself).
 */
export async function readRestWrite(request: Request): Promise<{ data: unknown; file: boolean }> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) return { data: await request.clone().json(), file: false }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      const payload = form.get('_payload')
      return {
        data: typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form),
        file: form.get('file') instanceof Blob,
      }
    }
  } catch {
    // Unreadable: as no data.
  }
  return { data: null, file: false }
}
