import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { changedPublic } from '@/cms/hooks/publication'
import { expireTags } from '@/cms/hooks/revalidate'
import { renewTradeFeeds } from '@/cms/trade/feeds'
import { cacheTags } from '@/lib/cacheTags'

export const TRADE_FEEDS_TASK = 'renewTradeFeeds'
/** The feeds' own queue: renewed within seconds of a publish, one renewal at a time. */
export const TRADE_QUEUE = 'trade'

/**
 * Renews every trade feed from the published catalogue. A publish queues it; a newer request
 * replaces one still waiting, so a burst of publishes renews the feeds once.
 */
export const tradeFeedsTask: TaskConfig<'renewTradeFeeds'> = {
  slug: TRADE_FEEDS_TASK,
  inputSchema: [],
  concurrency: { key: () => TRADE_FEEDS_TASK, supersedes: true },
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ req }) => {
    const report = await renewTradeFeeds(req.payload)
    // The trade page names when the feeds were made and what they hold.
    await expireTags([cacheTags.tradeFeeds])
    console.log(
      `[trade] feeds renewed: ${report.variants} variants of ${report.products} products, ${report.leftOut.length} left out, ${report.tookMs} ms`,
    )
    return { output: {} }
  },
}

export async function queueTradeFeeds(payload: Payload, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: TRADE_FEEDS_TASK, input: {}, queue: TRADE_QUEUE, req })
}

/** A change visitors can see (a publish, an unpublish, a deletion), never a draft save, renews the feeds. */
export const renewFeedsOnPublish: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (req.context.disableRevalidate || !changedPublic(collection, doc, req.context, operation)) return doc
  await queueTradeFeeds(req.payload, req)
  return doc
}

export const renewFeedsOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.context.disableRevalidate) await queueTradeFeeds(req.payload, req)
  return doc
}

/** The settings name the brand and say whether prices are public: a change renews the feeds. */
export const renewFeedsOnSettings: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const trade = (d: unknown) => {
    const { trade: t, brandName } = (d ?? {}) as { trade?: unknown; brandName?: unknown }
    return JSON.stringify([t ?? null, brandName ?? null])
  }
  if (!req.context.disableRevalidate && trade(doc) !== trade(previousDoc)) await queueTradeFeeds(req.payload, req)
  return doc
}
