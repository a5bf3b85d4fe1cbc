import { listTenderAnswer } from '@/features/documents/tender'

type Context = { params: Promise<{ locale: string }> }

/** A visitor's Merkliste as tender texts (GAEB DA XML X81, `?items=SH300301:2,SH100101:1`). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return listTenderAnswer(request, (await params).locale, 'x81')
}
