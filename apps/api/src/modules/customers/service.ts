import type { CustomerDetailDto, CustomerNoteDto, CustomerSummaryDto } from '@shop/core/customers/admin-dtos';
import type { CustomerExportQuery, CustomerListQuery, CustomerNoteInput } from '@shop/core/customers/admin-schemas';
import { CUSTOMER_ORDERS_SHOWN, customerErrorCodes, type NewsletterState } from '@shop/core/customers/customers';
import { parsePersonKey, phoneSearchDigits, type Person } from '@shop/core/customers/person-key';
import { whatsappNumber } from '@shop/core/orders/order-schemas';
import { paisaToRupees } from '@shop/core/shared/money';
import { riskLevels, type CustomerRisk } from '@shop/core/trust/customer-trust';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { customerNotes } from '../../db/schema/orders';
import { auditedWrite } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { checkEditVersion, editConflict, nextEdit } from '../../lib/edit-version';
import { notFound } from '../../lib/http-errors';
import { getBusinessDetails } from '../business/service';
import { assessCustomers } from '../trust/service';
import {
  accountIdsOfPerson,
  accountsByIds,
  customerNoteOf,
  deleteCustomerNote,
  findPeoplePage,
  findPerson,
  insertCustomerNote,
  newsletterRowsOf,
  orderEmailsOfPerson,
  personOrders,
  reviewsOf,
  savedAddressesOf,
  updateCustomerNote,
  type CustomerNoteRow,
  type PeopleSearch,
  type PersonRow,
} from './repository';

function toSummaryDto(row: PersonRow): CustomerSummaryDto {
  return {
    _id: row.personKey,
    name: row.name,
    phone: row.personKey.startsWith('p-') ? row.personKey.slice(2) : null,
    email: row.email,
    orders: row.orders,
    delivered: row.delivered,
    returned: row.returned,
    cancelled: row.cancelled,
    spent: paisaToRupees(row.spentPaisa),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
    accounts: row.accounts,
  };
}

function searchOf(q: string | undefined): PeopleSearch {
  return q ? { text: q.toLowerCase(), phoneDigits: phoneSearchDigits(q) } : {};
}

export async function listCustomers(db: Queryable, query: CustomerListQuery): Promise<{ customers: CustomerSummaryDto[]; total: number }> {
  const { rows, total } = await findPeoplePage(db, { search: searchOf(query.q), sort: query.sort, limit: query.limit, offset: query.offset });
  return { customers: rows.map(toSummaryDto), total };
}

/** How many people an export reads at a time, so no more than a batch is held in memory. */
export const CUSTOMER_EXPORT_BATCH_SIZE = 500;

/** The list's search and sort, every page of it, a batch at a time: what the CSV export writes. */
export async function* customerBatches(
  db: Queryable,
  query: CustomerExportQuery,
  batchSize = CUSTOMER_EXPORT_BATCH_SIZE,
): AsyncGenerator<CustomerSummaryDto[]> {
  const search = searchOf(query.q);
  for (let offset = 0; ; offset += batchSize) {
    const { rows } = await findPeoplePage(db, { search, sort: query.sort, limit: batchSize, offset });
    if (rows.length > 0) yield rows.map(toSummaryDto);
    if (rows.length < batchSize) return;
  }
}

const customerNotFound = () => notFound(customerErrorCodes.notFound, 'Customer not found');

async function findCustomer(db: Queryable, id: string): Promise<{ person: Person; row: PersonRow }> {
  const person = parsePersonKey(id);
  const row = person ? await findPerson(db, person, id) : undefined;
  if (!person || !row) throw customerNotFound();
  return { person, row };
}

function toNoteDto(row: CustomerNoteRow | undefined): CustomerNoteDto | null {
  return row ? { text: row.note, version: row.version, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy } : null;
}

/** Subscribed once confirmed and until it leaves; pending while it has only asked (messages/repository.ts isSubscribed). */
function newsletterStateOf(row: { subscribedAt: Date | null; unsubscribedAt: Date | null } | undefined): NewsletterState {
  if (!row || row.unsubscribedAt !== null) return 'not-subscribed';
  return row.subscribedAt === null ? 'pending' : 'subscribed';
}

/**
 * The person's trust as the order page shows it for one account and phone (trust/service.ts), over each
 * account behind its orders: the riskiest level, and every reason any of them gives.
 */
function personTrust(risks: readonly CustomerRisk[]): CustomerRisk {
  const riskiest = [...risks].sort((a, b) => riskLevels.indexOf(a.level) - riskLevels.indexOf(b.level))[0]!;
  const reasons = [...new Map(risks.flatMap((risk) => risk.reasons).map((reason) => [reason.text, reason])).values()];
  return { ...riskiest, reasons };
}

/** A chat opened on the customer's phone, greeting them from the shop; null when the phone is not a Pakistani mobile. */
function whatsappUrlOf(phone: string | null, name: string, shopName: string): string | null {
  const number = phone ? whatsappNumber(phone) : null;
  if (!number) return null;
  const firstName = name.split(' ')[0] ?? '';
  const greeting = `Assalam o Alaikum${firstName ? ` ${firstName}` : ''}, this is ${shopName}.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

export async function getCustomer(context: AppContext, id: string): Promise<CustomerDetailDto> {
  const { db } = context;
  const { person, row } = await findCustomer(db, id);
  const summary = toSummaryDto(row);
  const accountIds = await accountIdsOfPerson(db, person, id);
  const [accountRows, orders, orderEmails, note, business] = await Promise.all([
    accountsByIds(db, accountIds),
    personOrders(db, person, CUSTOMER_ORDERS_SHOWN),
    orderEmailsOfPerson(db, person),
    customerNoteOf(db, id),
    context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db)),
  ]);
  const customerAccounts = accountRows.filter((account) => account.role === 'customer');
  const customerIds = customerAccounts.map((account) => account.id);
  const emails = [...new Set([...customerAccounts.flatMap((account) => (account.email ? [account.email.toLowerCase()] : [])), ...orderEmails])];
  const identities = accountRows.map((account) => ({ userId: account.id, phone: summary.phone ?? '', email: account.email ?? '' }));
  const [addresses, reviews, newsletterRows, trust] = await Promise.all([
    savedAddressesOf(db, customerIds),
    reviewsOf(db, customerIds),
    newsletterRowsOf(db, emails),
    assessCustomers(db, identities, context.clock.now()),
  ]);
  const risk = personTrust(identities.map((identity) => trust.riskOf(identity)));
  return {
    ...summary,
    accounts: customerAccounts.map((account) => ({
      _id: account.id,
      name: account.name,
      email: account.email,
      hasLogin: account.hasLogin,
      emailVerified: account.emailVerifiedAt !== null,
      createdAt: account.createdAt.toISOString(),
    })),
    orders: orders.map((order) => ({
      _id: order.id,
      orderNumber: order.id.slice(0, 7),
      status: order.status,
      channel: order.channel,
      amount: paisaToRupees(order.amountPaisa),
      itemsCount: order.units,
      createdAt: order.createdAt.toISOString(),
    })),
    ordersTotal: summary.orders,
    trust: risk,
    blocked: risk.level === 'blocked',
    addresses: addresses.map((address) => ({
      _id: address.id,
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      phone: address.phone,
      isDefault: address.isDefault,
    })),
    reviews: reviews.map((review) => ({
      _id: review.id,
      itemName: review.itemName,
      targetType: review.targetType,
      rating: review.rating,
      content: review.content,
      hidden: review.hidden,
      createdAt: review.createdAt.toISOString(),
    })),
    newsletter: emails.map((email) => ({ email, state: newsletterStateOf(newsletterRows.find((subscriber) => subscriber.email === email)) })),
    note: toNoteDto(note),
    whatsappUrl: whatsappUrlOf(summary.phone, summary.name, business.company.name),
  };
}

const noteConflictMessage = 'Someone else saved a note on this customer since you opened it.';

/**
 * The owner's note on a person, versioned like every edit (decision 025): the stored note is locked and
 * checked against the version the form was opened on. A person with no note yet is at version 1, so of
 * two first notes written at once the second, sent with no version, replaces the first, and one sent
 * on a version of a note deleted since is refused. An empty note deletes it.
 */
export function saveCustomerNote(context: AppContext, actorId: string, id: string, input: CustomerNoteInput): Promise<CustomerNoteDto | null> {
  return auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    await findCustomer(tx, id);
    const now = context.clock.now();
    const stored = await customerNoteOf(tx, id, true);
    if (stored) checkEditVersion(stored, input.version, noteConflictMessage);
    else if (input.version !== undefined && input.version !== 1) throw editConflict({ version: 1, updatedAt: now, updatedBy: null }, noteConflictMessage);
    const before = toNoteDto(stored);
    const audit = (after: CustomerNoteDto | null) => ({ action: 'update', entity: 'customer', entityId: id, before, after });
    if (input.note === '') {
      if (stored) await deleteCustomerNote(tx, id);
      return { result: null, audit: audit(null) };
    }
    const edit = nextEdit(customerNotes, actorId, now);
    const saved =
      (!stored && (await insertCustomerNote(tx, { personKey: id, note: input.note, version: 1, updatedAt: now, updatedBy: edit.updatedBy }))) ||
      (await updateCustomerNote(tx, id, { note: input.note, ...edit }));
    const after = toNoteDto(saved);
    return { result: after, audit: audit(after) };
  });
}
