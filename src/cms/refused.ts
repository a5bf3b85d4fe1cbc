import { APIError } from 'payload'

/**
 * A request the content model refuses, with a message for the person who made it (in the admin's
 * language). The name is set here because a minified build renames classes, and Payload's REST
 * answer carries the message only for an error with a name or with data: without, the admin and
 * API callers read "An unknown error occurred."
 */
export class Refused extends APIError {
  constructor(message: string, status: 400 | 403 | 413, reason: string) {
    super(message, status, { reason }, true)
    this.name = 'Refused'
  }
}
