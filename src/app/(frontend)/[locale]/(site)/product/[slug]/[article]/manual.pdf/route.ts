import { manualAnswer } from '@/features/documents/manual'

type Context = { params: Promise<{ locale: string; slug: string; article: string }> }

/** The installation manual of one variant of a product (PDF), beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return manualAnswer(request, await params)
}
