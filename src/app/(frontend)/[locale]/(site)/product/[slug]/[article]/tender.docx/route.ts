import { variantTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string; slug: string; article: string }> }

/** The tender text (Word document) of one variant of a product, beside its page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return variantTenderAnswer(await params, 'docx')
}
