import { datasheetAnswer } from '@/features/documents/datasheet'

type Context = { params: Promise<{ locale: string; slug: string; article: string }> }

/** The data sheet of one variant of a product (PDF), beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return datasheetAnswer(request, await params)
}
