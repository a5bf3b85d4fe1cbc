import { manualAnswer } from '@/features/documents/manual'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The installation manual of a product's default variant (PDF), beside its page. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return manualAnswer(request, await params)
}
