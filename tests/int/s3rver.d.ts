/** The part of s3rver (an S3-compatible test server, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
