import { handOrderChannels, orderChannelLabels, type HandOrderChannel } from '@shop/core/orders/order-channels';
import { pakistaniMobile } from '@shop/core/orders/order-schemas';
import { formatRupees, rupees, type Rupees } from '@shop/core/shared/money';
import { ArrowLeft, Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { LoadError, LoadingRows } from '../../../components/query-view';
import { useCustomer, type CustomerDetail } from '../../customers/api/get-customer';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { consolePath } from '../../../lib/console-paths';
import { useCreateHandOrder, type HandOrderBody } from '../api/create-hand-order';
import { useHandOrderPreview, type HandOrderPreviewBody } from '../api/preview-hand-order';
import { DetailSection } from '../components/detail-section';
import { OrderLinePicker, type ChosenLine, type LineChoice } from '../components/order-line-picker';
import type { TakenOrderState } from './order-detail-page';

/** The most of one line an order may take (the cart's limit, which the server holds it to). */
const LINE_MAX = 10;
/** The summary waits for typing to pause before it asks the server again. */
const PREVIEW_PAUSE_MS = 400;

const addressFields = ['firstName', 'lastName', 'street', 'city', 'state', 'zipcode'] as const;
type AddressField = (typeof addressFields)[number];

const addressLabels: Record<AddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street address',
  city: 'City',
  state: 'Province',
  zipcode: 'Postal code',
};

/** The fields the form shows, by the body paths the server names when it refuses one. */
const fieldsOfPath: Record<string, string> = {
  'customer.phone': 'phone',
  'address.phone': 'phone',
  'customer.name': 'firstName',
  'customer.email': 'email',
  'address.email': 'email',
  ...Object.fromEntries(addressFields.map((field) => [`address.${field}`, field])),
  discountCode: 'discountCode',
  deliveryCharges: 'deliveryCharges',
  channel: 'channel',
};

/** Rupees with at most 2 decimals, or undefined when left empty; null when what is typed is no amount. */
function ownCharge(text: string): Rupees | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return rupees(Number(trimmed));
}

/** The value once it has stayed the same for a moment, so the summary is not asked again at every keystroke. */
function useSettled<T>(value: T): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

const linesBody = (lines: readonly ChosenLine[]): HandOrderBody['items'] =>
  lines.map((line) => (line.kind === 'product' ? { productId: line.id, quantity: line.quantity } : { dealId: line.id, quantity: line.quantity }));

function SummaryRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-linen pt-2 text-base font-semibold text-ink' : 'text-sm text-muted'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** What the server says the order comes to, as she fills it in; a code that does not apply says why. */
function OrderSummary({ body }: { body: HandOrderPreviewBody }) {
  const preview = useHandOrderPreview(body);
  if (body.items.length === 0) return <p className="text-sm text-muted">Add a product or deal to see the total.</p>;
  if (preview.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {preview.error.message}
      </p>
    );
  }
  if (!preview.data) return <p className="text-sm text-muted">Working out the total…</p>;
  const { subtotal, discount, deliveryCharges, amount, discountCode } = preview.data;
  return (
    <dl aria-label="Order total" aria-busy={preview.isFetching} className="space-y-1">
      <SummaryRow label="Subtotal">{formatRupees(subtotal)}</SummaryRow>
      {discountCode ? <SummaryRow label={`Code ${discountCode}`}>− {formatRupees(discount)}</SummaryRow> : null}
      <SummaryRow label="Delivery">{deliveryCharges > 0 ? formatRupees(deliveryCharges) : 'Free'}</SummaryRow>
      <SummaryRow label="Total, cash on delivery" strong>
        {formatRupees(amount)}
      </SummaryRow>
    </dl>
  );
}

function ChosenLines({ lines, onChange }: { lines: readonly ChosenLine[]; onChange: (lines: ChosenLine[]) => void }) {
  if (lines.length === 0) return <p className="text-sm text-muted">Nothing added yet.</p>;
  const setQuantity = (index: number, quantity: number) => onChange(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));
  return (
    <ul aria-label="Order lines" className="divide-y divide-linen rounded-xl border border-linen bg-white">
      {lines.map((line, index) => {
        const most = Math.min(LINE_MAX, Math.max(1, line.inStock));
        return (
          <li key={`${line.kind}:${line.id}`} className="flex flex-wrap items-center gap-3 p-3">
            <span className="min-w-0 flex-1">
              <span className="block break-words text-sm font-medium text-ink">{line.name}</span>
              <span className="block text-xs text-muted">
                {line.kind === 'deal' ? 'Deal · ' : ''}
                {formatRupees(line.price)} each
              </span>
            </span>
            <span className="flex items-center gap-1">
              <button
                type="button"
                aria-label={`One fewer ${line.name}`}
                disabled={line.quantity <= 1}
                onClick={() => setQuantity(index, line.quantity - 1)}
                className={buttonClass.secondary}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <span aria-live="polite" aria-label={`${line.quantity} of ${line.name}`} className="w-8 text-center tabular-nums">
                {line.quantity}
              </span>
              <button
                type="button"
                aria-label={`One more ${line.name}`}
                disabled={line.quantity >= most}
                onClick={() => setQuantity(index, line.quantity + 1)}
                className={buttonClass.secondary}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Remove ${line.name}`}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
                className={buttonClass.quiet}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const backToOrders = (
  <Link to={consolePath('orders')} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-leaf-700 hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to orders
  </Link>
);

/**
 * docs/product.md §2 Orders taken by hand: the owner takes an order she got on WhatsApp, Instagram,
 * Facebook, by phone or in the store. It is priced and stocked as a placed order and starts Confirmed;
 * then its page offers the customer's copy on WhatsApp.
 */
export function NewOrderPage() {
  const [params] = useSearchParams();
  const customerKey = params.get('customer')?.trim() || undefined;
  return customerKey ? <NewOrderForKnownCustomer customerKey={customerKey} /> : <NewOrderForm />;
}

/** From a customer's page (`?customer={person key}`): the form starts with what the shop knows of them. */
function NewOrderForKnownCustomer({ customerKey }: { customerKey: string }) {
  const customer = useCustomer(customerKey);
  if (customer.isPending)
    return (
      <ConsolePage title="New order" back={backToOrders}>
        <LoadingRows label="Loading the customer…" />
      </ConsolePage>
    );
  if (customer.isError)
    return (
      <ConsolePage title="New order" back={backToOrders}>
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      </ConsolePage>
    );
  return <NewOrderForm known={customer.data} />;
}

/**
 * The fields as a known customer fills them: their phone, email and default saved address (else their
 * name). The order goes to the account they sign in with, so it shows in their My Orders; a person the
 * shop knows only by phone is found again by it.
 */
function startingValues(known: CustomerDetail | undefined) {
  const [firstName = '', ...rest] = known?.name.split(/\s+/) ?? [];
  const saved = known?.addresses.find((candidate) => candidate.isDefault) ?? known?.addresses[0];
  return {
    userId: known?.accounts.find((account) => account.hasLogin)?._id,
    phone: known?.phone ?? saved?.phone ?? '',
    email: known?.email ?? '',
    address: saved
      ? { firstName: saved.firstName, lastName: saved.lastName, street: saved.street, city: saved.city, state: saved.state, zipcode: saved.zipcode }
      : { firstName, lastName: rest.join(' '), street: '', city: '', state: '', zipcode: '' },
  };
}

function NewOrderForm({ known }: { known?: CustomerDetail }) {
  const [start] = useState(() => startingValues(known));
  const userId = start.userId;
  const navigate = useNavigate();
  const create = useCreateHandOrder();
  const [channel, setChannel] = useState<HandOrderChannel>('whatsapp');
  const [phone, setPhone] = useState(start.phone);
  const [email, setEmail] = useState(start.email);
  const [address, setAddress] = useState<Record<AddressField, string>>(start.address);
  const [lines, setLines] = useState<ChosenLine[]>([]);
  const [discountCode, setDiscountCode] = useState('');
  const [deliveryText, setDeliveryText] = useState('');
  const [linesMissing, setLinesMissing] = useState(false);

  const delivery = ownCharge(deliveryText);
  const code = discountCode.trim();
  const nationalPhone = pakistaniMobile(phone);
  const previewBody = useSettled<HandOrderPreviewBody>({
    items: linesBody(lines),
    ...(code ? { discountCode: code } : {}),
    ...(delivery === undefined || delivery === null ? {} : { deliveryCharges: delivery }),
    ...(nationalPhone ? { phone: nationalPhone } : {}),
  });

  const refused = isApiError(create.error) ? create.error : undefined;
  const errorOf = (field: string): string | undefined =>
    refused?.fields.some((path) => fieldsOfPath[path] === field) ? refused.message.replace(/^[\w.]+: /, '') : undefined;

  const addLine = (choice: LineChoice) => {
    setLines((current) => [...current, { ...choice, quantity: 1 }]);
    setLinesMissing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) {
      setLinesMissing(true);
      return;
    }
    if (delivery === null) return;
    const name = `${address.firstName.trim()} ${address.lastName.trim()}`.trim();
    const body: HandOrderBody = {
      customer: userId ? { userId } : { phone, name, ...(email.trim() ? { email: email.trim() } : {}) },
      address: { ...address, email: email.trim(), phone },
      items: linesBody(lines),
      channel,
      ...(code ? { discountCode: code } : {}),
      ...(delivery === undefined ? {} : { deliveryCharges: delivery }),
    };
    create.mutate(body, {
      onSuccess: (answer) => {
        const taken: TakenOrderState = { whatsappUrl: answer.whatsappUrl };
        void navigate(consolePath('orders', {}, answer.order._id), { state: { taken } });
      },
    });
  };

  return (
    <ConsolePage
      title="New order"
      back={backToOrders}
      description="An order you took on WhatsApp, Instagram, Facebook, by phone or in the store: it is confirmed at once and its stock is taken."
    >
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-5">
          <DetailSection title="Customer">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField
                label="Came from"
                value={channel}
                error={errorOf('channel')}
                onChange={(event) => setChannel(event.target.value as HandOrderChannel)}
              >
                {handOrderChannels.map((choice) => (
                  <option key={choice} value={choice}>
                    {orderChannelLabels[choice]}
                  </option>
                ))}
              </SelectField>
              {known ? (
                <p className="self-end text-sm text-muted">
                  For <span className="font-semibold text-ink">{known.name}</span>
                  {userId ? ', to their account' : null}
                </p>
              ) : null}
              <TextField
                label="Phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                required
                value={phone}
                error={errorOf('phone')}
                hint={userId ? 'Where the courier calls.' : 'A Pakistani mobile: their orders taken by hand are kept under it.'}
                onChange={(event) => setPhone(event.target.value)}
              />
              <TextField
                label="Email (optional)"
                type="email"
                autoComplete="off"
                value={email}
                error={errorOf('email')}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
          </DetailSection>

          <DetailSection title="Delivery address">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {addressFields.map((field) => (
                <TextField
                  key={field}
                  label={addressLabels[field]}
                  required
                  autoComplete="off"
                  inputMode={field === 'zipcode' ? 'numeric' : undefined}
                  className={field === 'street' ? 'sm:col-span-2' : undefined}
                  value={address[field]}
                  error={errorOf(field)}
                  onChange={(event) => setAddress((current) => ({ ...current, [field]: event.target.value }))}
                />
              ))}
            </div>
          </DetailSection>

          <DetailSection title="What they ordered">
            <div className="space-y-3">
              <OrderLinePicker chosen={lines} onAdd={addLine} />
              <ChosenLines lines={lines} onChange={setLines} />
              {linesMissing ? (
                <p role="alert" className="text-sm text-red-700">
                  Add at least one product or deal.
                </p>
              ) : null}
            </div>
          </DetailSection>
        </div>

        <div className="min-w-0 space-y-5 lg:sticky lg:top-4">
          <DetailSection title="Price">
            <div className="space-y-4">
              <TextField
                label="Discount code (optional)"
                autoComplete="off"
                value={discountCode}
                error={errorOf('discountCode')}
                onChange={(event) => setDiscountCode(event.target.value.toUpperCase())}
              />
              <TextField
                label="Delivery charge (optional)"
                inputMode="decimal"
                autoComplete="off"
                value={deliveryText}
                error={delivery === null ? 'Enter rupees, such as 250 or 199.50' : errorOf('deliveryCharges')}
                hint="Left empty, the shop's delivery rule decides. Given, yours is charged, even with a free-delivery code."
                onChange={(event) => setDeliveryText(event.target.value)}
              />
              <OrderSummary body={previewBody} />
            </div>
          </DetailSection>
          <FormAlert message={create.isError ? create.error.message : null} />
          <button type="submit" disabled={create.isPending} className={`${buttonClass.primary} w-full`}>
            {create.isPending ? 'Taking the order…' : 'Take the order'}
          </button>
        </div>
      </form>
    </ConsolePage>
  );
}
