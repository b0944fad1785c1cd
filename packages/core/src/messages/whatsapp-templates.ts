import { z } from '../shared/zod';

/**
 * docs/product.md §4 WhatsApp messages: the texts the console's WhatsApp button fills in, one per kind of
 * message, which the owner may reword. The server renders them into the admin order's whatsappUrl and
 * the console renders the same function for its preview.
 */

export const whatsappMessageKinds = ['confirmation', 'shipped', 'deliveryAttempt', 'statusUpdate'] as const;
export type WhatsappMessageKind = (typeof whatsappMessageKinds)[number];

export const whatsappMessageKindLabels: Record<WhatsappMessageKind, string> = {
  confirmation: 'Order confirmation',
  shipped: 'Shipped',
  deliveryAttempt: 'Delivery attempt failed',
  statusUpdate: 'Other status updates',
};

/** Every placeholder a message may hold, with what it becomes. */
export const whatsappPlaceholders = {
  name: "The customer's first name",
  shop: "The shop's name",
  orderNumber: 'The order number, e.g. 5f3a9c2',
  items: 'One line per item bought',
  total: 'The total, e.g. Rs. 2,450',
  status: 'Where the order is now, e.g. Packing',
  confirmLink: 'The short link that confirms the order',
  courier: 'The courier, e.g. TCS',
  trackingNumber: "The courier's tracking number",
  trackingLink: "The courier's tracking page for the parcel",
  reason: 'Why the delivery failed, e.g. Not at home',
} as const;
export type WhatsappPlaceholder = keyof typeof whatsappPlaceholders;
export type WhatsappValues = Partial<Record<WhatsappPlaceholder, string>>;

/** Placeholders each kind may use: the values its order has at that point. */
export const whatsappPlaceholdersOf: Record<WhatsappMessageKind, readonly WhatsappPlaceholder[]> = {
  confirmation: ['name', 'shop', 'orderNumber', 'items', 'total', 'confirmLink'],
  shipped: ['name', 'shop', 'orderNumber', 'items', 'total', 'courier', 'trackingNumber', 'trackingLink'],
  deliveryAttempt: ['name', 'shop', 'orderNumber', 'total', 'courier', 'trackingNumber', 'trackingLink', 'reason'],
  statusUpdate: ['name', 'shop', 'orderNumber', 'items', 'total', 'status'],
};

/** What a message cannot do without: a confirmation without its link confirms nothing. */
export const whatsappRequiredPlaceholders: Record<WhatsappMessageKind, readonly WhatsappPlaceholder[]> = {
  confirmation: ['confirmLink'],
  shipped: [],
  deliveryAttempt: [],
  statusUpdate: ['status'],
};

export const defaultWhatsappTemplates: Record<WhatsappMessageKind, string> = {
  confirmation: [
    'Hello {name}, this is {shop} about your order #{orderNumber}:',
    '{items}',
    'Total: {total} (Cash on Delivery)',
    'Please confirm your order here: {confirmLink}',
  ].join('\n'),
  shipped: [
    'Hello {name}, your order #{orderNumber} from {shop} is on its way.',
    'Courier: {courier}',
    'Tracking number: {trackingNumber}',
    'Track it here: {trackingLink}',
    'Please keep {total} ready for the rider (Cash on Delivery).',
  ].join('\n'),
  deliveryAttempt: [
    'Hello {name}, this is {shop}. {courier} could not deliver your order #{orderNumber}: {reason}.',
    'Please reply here or call us to arrange a new delivery time.',
    'Tracking number: {trackingNumber}',
  ].join('\n'),
  statusUpdate: 'Hello {name}, this is {shop} about your order #{orderNumber}: it is now {status}.',
};

export const WHATSAPP_TEMPLATE_MAX_LENGTH = 1000;

const placeholderPattern = /\{([A-Za-z]+)\}/g;

/**
 * The message with each placeholder's value. A line holding a placeholder without a value (a courier with
 * no tracking link) is left out whole rather than sent half-empty. Values are put in by a function, so no
 * "$&" in a customer's name is read as a replacement pattern.
 */
export function renderWhatsappTemplate(template: string, values: WhatsappValues): string {
  return template
    .split('\n')
    .filter((line) => [...line.matchAll(placeholderPattern)].every(([, name]) => Boolean(values[name as WhatsappPlaceholder])))
    .map((line) => line.replace(placeholderPattern, (_whole, name: string) => values[name as WhatsappPlaceholder]!))
    .join('\n')
    .trim();
}

/** The first problem with an owner's text for a kind, or undefined when it may be saved. */
export function whatsappTemplateProblem(kind: WhatsappMessageKind, template: string): string | undefined {
  const allowed = whatsappPlaceholdersOf[kind];
  for (const [whole, name] of template.matchAll(placeholderPattern)) {
    if (!allowed.includes(name as WhatsappPlaceholder))
      return `${whole} cannot be used in this message. Use ${allowed.map((known) => `{${known}}`).join(', ')}`;
  }
  const missing = whatsappRequiredPlaceholders[kind].find((name) => !template.includes(`{${name}}`));
  return missing ? `This message must include {${missing}}` : undefined;
}

const templateText = (kind: WhatsappMessageKind) =>
  z
    .string()
    .trim()
    .min(1, 'Please write the message, or reset it to the shop’s text')
    .max(WHATSAPP_TEMPLATE_MAX_LENGTH, `A message must be at most ${WHATSAPP_TEMPLATE_MAX_LENGTH} characters`)
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .superRefine((text, check) => {
      const problem = whatsappTemplateProblem(kind, text);
      if (problem) check.addIssue({ code: 'custom', message: problem });
    });

/** The owner's texts: a kind left out keeps its text, null puts the shop's default back. */
export const whatsappTemplatesBody = z.object(
  Object.fromEntries(whatsappMessageKinds.map((kind) => [kind, templateText(kind).nullable().optional()])) as Record<
    WhatsappMessageKind,
    z.ZodOptional<z.ZodNullable<ReturnType<typeof templateText>>>
  >,
);
export type WhatsappTemplatesInput = z.infer<typeof whatsappTemplatesBody>;

export const whatsappTemplatesSchema = z.object(
  Object.fromEntries(whatsappMessageKinds.map((kind) => [kind, z.string()])) as Record<WhatsappMessageKind, z.ZodString>,
);
export type WhatsappTemplates = z.infer<typeof whatsappTemplatesSchema>;
