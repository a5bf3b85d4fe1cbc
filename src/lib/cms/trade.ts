import { type FeedReport, feedFiles, tradeFeedStore } from '@/cms/trade/feeds'
import { cacheTags } from '@/lib/cacheTags'

import { cached } from './cache'

/** The report of the trade feeds as the feed job last wrote it; null before its first run. */
export const getFeedReport = cached(
  'trade-feed-report',
  [cacheTags.tradeFeeds],
  async (): Promise<FeedReport | null> => {
    const stored = await tradeFeedStore().read(feedFiles.report)
    return stored ? (JSON.parse(stored.body.toString('utf8')) as FeedReport) : null
  },
)
