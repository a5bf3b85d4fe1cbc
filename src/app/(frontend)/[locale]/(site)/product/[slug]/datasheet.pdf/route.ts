import { datasheetAnswer } from '@/features/documents/datasheet'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The data sheet of a product's default variant (PDF), beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return datasheetAnswer(request, await params)
}
