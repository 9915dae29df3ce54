import {
  ConsumerCreditPolicy,
  type CreditRequestWrapper,
} from "rabbitmq-stream-js-client/dist/consumer_credit_policy.js";

/**
 * The stream consumer's flow control: `startFrom` chunks of credit at subscription, one more for
 * each chunk handled (the library's creditsOnChunkCompleted(startFrom, 1)), except that a credit
 * the socket refuses goes to `onWriteFailed`. The library asks for credit from its delivery
 * handler, which nothing awaits: a refused write (EPIPE once the broker closed the connection)
 * would otherwise surface as a rejection no client owns, without the consumer's name.
 */
export class ChunkCredit extends ConsumerCreditPolicy {
  private readonly onWriteFailed: (error: unknown) => void;

  constructor(startFrom: number, onWriteFailed: (error: unknown) => void) {
    super(startFrom);
    this.onWriteFailed = onWriteFailed;
  }

  override async onChunkCompleted(requestWrapper: CreditRequestWrapper): Promise<void> {
    try {
      await this.requestCredits(requestWrapper, 1);
    } catch (error) {
      this.onWriteFailed(error);
    }
  }
}
