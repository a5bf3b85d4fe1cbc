import { variantTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string; slug: string; article: string }> }

/** The tender text (GAEB DA XML X81) of one variant of a product, beside its page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return variantTenderAnswer(await params, 'x81')
}
