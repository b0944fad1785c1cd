import { call, orderBody, type Answer, type Customer, type DeliverySettings, type OrderLine, type Product } from './shop-client';
import { sleep } from './server-process';

/** An order the server said yes to (2xx): it must survive anything that happens afterwards. */
export interface AcknowledgedOrder {
  orderId: string;
  customer: Customer;
  lines: OrderLine[];
  /** Set when the server acknowledged cancelling it. */
  cancelled: boolean;
}

export interface LoadOptions {
  baseUrl: string;
  customers: Customer[];
  products: Product[];
  settings: DeliverySettings;
  workers: number;
  /** Per request: a request still open after this counts as hung. */
  timeoutMs: number;
  acknowledged: Map<string, AcknowledgedOrder>;
}

export interface RecordedRequest extends Answer {
  kind: 'place' | 'cancel' | 'browse';
}

const CANCEL_SHARE = 0.1;
const BROWSE_SHARE = 0.2;
const PAUSE_AFTER_NO_ANSWER_MS = 50;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Customers placing orders (and cancelling some, and browsing) as fast as the server answers, until
 * stopped. Every answer is recorded; acknowledged orders and cancellations go into `acknowledged`.
 */
export class OrderLoad {
  readonly requests: RecordedRequest[] = [];
  private running = true;
  private readonly done: Promise<void>;
  private readonly productsById: Map<string, Product>;

  constructor(private readonly options: LoadOptions) {
    this.productsById = new Map(options.products.map((product) => [product._id, product]));
    this.done = Promise.all(Array.from({ length: options.workers }, () => this.worker())).then(() => undefined);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async worker() {
    while (this.running) {
      const roll = Math.random();
      const answer = roll < CANCEL_SHARE ? await this.cancelOne() : roll < CANCEL_SHARE + BROWSE_SHARE ? await this.browse() : await this.placeOne();
      if (answer?.status === 0) await sleep(PAUSE_AFTER_NO_ANSWER_MS);
    }
  }

  private async placeOne(): Promise<Answer> {
    const customer = pick(this.options.customers);
    const first = pick(this.options.products);
    const second = pick(this.options.products);
    const lines: OrderLine[] =
      first._id === second._id
        ? [{ id: first._id, quantity: 2 }]
        : [
            { id: first._id, quantity: 1 },
            { id: second._id, quantity: 1 },
          ];
    const answer = await call(`${this.options.baseUrl}/api/order/place`, {
      method: 'POST',
      token: customer.token,
      body: orderBody(customer, lines, this.productsById, this.options.settings),
      timeoutMs: this.options.timeoutMs,
    });
    this.requests.push({ ...answer, kind: 'place' });
    if (answer.status >= 200 && answer.status < 300 && answer.body?.orderId) {
      this.options.acknowledged.set(answer.body.orderId, { orderId: answer.body.orderId, customer, lines, cancelled: false });
    }
    return answer;
  }

  private async cancelOne(): Promise<Answer | undefined> {
    const candidates = [...this.options.acknowledged.values()].filter((order) => !order.cancelled);
    if (candidates.length === 0) return undefined;
    const order = pick(candidates);
    const answer = await call(`${this.options.baseUrl}/api/order/cancel`, {
      method: 'POST',
      token: order.customer.token,
      body: { orderId: order.orderId, cancellationReason: 'Changed my mind' },
      timeoutMs: this.options.timeoutMs,
    });
    this.requests.push({ ...answer, kind: 'cancel' });
    if (answer.status === 200) order.cancelled = true;
    return answer;
  }

  private async browse(): Promise<Answer> {
    const answer = await call(`${this.options.baseUrl}/api/product/list`, { timeoutMs: this.options.timeoutMs });
    this.requests.push({ ...answer, kind: 'browse' });
    return answer;
  }
}
