import { seriesTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** The tender texts (Word document) of every article of a series, beside its page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return seriesTenderAnswer(await params, 'docx')
}
