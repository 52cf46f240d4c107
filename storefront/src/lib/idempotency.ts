/**
 * One Idempotency-Key per user action: the same action retried (same body) keeps its
 * key, so a request whose answer was lost is not done twice; another body, or the
 * action's success, starts a new key.
 */
export class ActionKey {
  private key: string | null = null
  private body: string | null = null

  constructor(
    private readonly make: () => string = () => crypto.randomUUID()
  ) {}

  for(body: unknown): string {
    const text = JSON.stringify(body)
    if (!this.key || this.body !== text) {
      this.key = this.make()
      this.body = text
    }
    return this.key
  }

  /** The action succeeded: the next one is a new action. */
  done() {
    this.key = null
    this.body = null
  }
}
