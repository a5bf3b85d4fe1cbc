-- wrk's report as one JSON line (scripts/bench.mjs reads it): requests, seconds, latency
-- percentiles in microseconds, socket errors and answers other than 2xx/3xx.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"micros":%d,"p50":%d,"p99":%d,"errors":%d,"non2xx":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
