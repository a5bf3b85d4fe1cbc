import { listAnswer } from '@/features/documents/list'

type Context = { params: Promise<{ locale: string }> }

/** A visitor's Merkliste as PDF, from the rows its link carries (`?items=SH300301:2,SH100101:1`). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return listAnswer(request, (await params).locale)
}
