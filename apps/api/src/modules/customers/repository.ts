import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CustomerSort } from '@shop/core/customers/customers';
import type { Person } from '@shop/core/customers/person-key';
import type { Paisa } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { newsletterSubscribers } from '../../db/schema/messages';
import { customerNotes, orderItems, orders } from '../../db/schema/orders';
import { reviews } from '../../db/schema/reviews';
import { savedAddresses, users } from '../../db/schema/users';
import { containsPattern } from '../../lib/like-patterns';

/**
 * docs/product.md §2 Customers, read from the orders and the accounts themselves in one grouped
 * statement: every order belongs to the person of its delivery phone (person-key.ts), and each
 * account to the people its orders belong to, or, with no order yet, to its profile's phone, else to
 * itself. Only customers' accounts are listed; the owner's own orders still count for their phone.
 */

/** The person of an order: its delivery phone, else its account. */
const orderPersonKey = sql`coalesce('p-' || nullif(btrim(o.address->>'phone'), ''), 'a-' || o.user_id)`;
/** The person of an account with no order: its profile's phone, else itself. */
const accountPersonKey = sql`coalesce('p-' || nullif(btrim(u.phone), ''), 'a-' || u.id)`;

/** The orders and accounts one person can have, so a customer's page reads its own rows only (orders_phone_idx, orders_user_created_idx). */
function personFilters(person: Person | undefined): { orders: SQL; accounts: SQL } {
  if (!person) return { orders: sql`true`, accounts: sql`true` };
  if (person.kind === 'phone') return { orders: sql`o.address->>'phone' = ${person.phone}`, accounts: sql`u.phone = ${person.phone}` };
  return { orders: sql`o.user_id = ${person.userId}`, accounts: sql`u.id = ${person.userId}` };
}

/** The people, one row each, with what the list shows and the text a search reads. */
function peopleStatement(person: Person | undefined): SQL {
  const only = personFilters(person);
  return sql`
    with person_orders as (
      select ${orderPersonKey} as person_key, o.* from ${orders} o where ${only.orders}
    ),
    order_people as (
      select person_key,
        count(*)::int as orders,
        (count(*) filter (where status = 'Delivered'))::int as delivered,
        (count(*) filter (where status = 'Returned'))::int as returned,
        (count(*) filter (where status = 'Cancelled'))::int as cancelled,
        (coalesce(sum(amount_paisa) filter (where delivered_at is not null), 0) - coalesce(sum(refund_paisa), 0))::bigint as spent_paisa,
        max(created_at) as last_order_at,
        (array_agg(btrim(concat_ws(' ', address->>'firstName', address->>'lastName')) order by created_at desc, id desc))[1] as order_name,
        (array_agg(nullif(btrim(address->>'email'), '') order by created_at desc, id desc))[1] as order_email,
        string_agg(distinct lower(concat_ws(' ', address->>'firstName', address->>'lastName', address->>'email')), ' | ') as order_search
      from person_orders group by person_key
    ),
    person_accounts as (
      select person_key, user_id, max(created_at) as last_order_at from person_orders group by person_key, user_id
      union all
      select ${accountPersonKey}, u.id, null from ${users} u
      where ${only.accounts} and not exists (select 1 from ${orders} mine where mine.user_id = u.id)
    ),
    account_people as (
      select pa.person_key,
        count(*)::int as accounts,
        (array_agg(u.name order by pa.last_order_at desc nulls last, u.created_at desc, u.id desc))[1] as account_name,
        (array_agg(u.email order by pa.last_order_at desc nulls last, u.created_at desc, u.id desc) filter (where u.email is not null))[1] as account_email,
        string_agg(lower(concat_ws(' ', u.name, u.email)), ' | ') as account_search
      from person_accounts pa join ${users} u on u.id = pa.user_id and u.role = 'customer'
      group by pa.person_key
    ),
    people as (
      select coalesce(op.person_key, ap.person_key) as person_key,
        coalesce(nullif(op.order_name, ''), ap.account_name, '') as name,
        coalesce(ap.account_email, op.order_email) as email,
        coalesce(op.orders, 0) as orders,
        coalesce(op.delivered, 0) as delivered,
        coalesce(op.returned, 0) as returned,
        coalesce(op.cancelled, 0) as cancelled,
        coalesce(op.spent_paisa, 0) as spent_paisa,
        op.last_order_at,
        coalesce(ap.accounts, 0) as accounts,
        concat_ws(' | ', op.order_search, ap.account_search) as search_text
      from order_people op full join account_people ap on ap.person_key = op.person_key
    )`;
}

export interface PersonRow {
  personKey: string;
  name: string;
  email: string | null;
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
  spentPaisa: Paisa;
  lastOrderAt: Date | null;
  accounts: number;
}

interface RawPersonRow {
  person_key: string;
  name: string;
  email: string | null;
  orders: number;
  delivered: number;
  returned: number;
  cancelled: number;
  spent_paisa: string | number;
  last_order_at: string | Date | null;
  accounts: number;
}

function personRowOf(row: RawPersonRow): PersonRow {
  return {
    personKey: row.person_key,
    name: row.name,
    email: row.email,
    orders: Number(row.orders),
    delivered: Number(row.delivered),
    returned: Number(row.returned),
    cancelled: Number(row.cancelled),
    spentPaisa: Number(row.spent_paisa) as Paisa,
    lastOrderAt: row.last_order_at === null ? null : new Date(row.last_order_at),
    accounts: Number(row.accounts),
  };
}

export interface PeopleSearch {
  /** Lower-cased text to find in names and emails. */
  text?: string | undefined;
  /** Digits to find in the phone (person-key.ts phoneSearchDigits). */
  phoneDigits?: string | null | undefined;
}

function searchCondition(search: PeopleSearch): SQL {
  if (!search.text) return sql`true`;
  const inText = sql`search_text like lower(${containsPattern(search.text)})`;
  if (!search.phoneDigits) return inText;
  return sql`(${inText} or (person_key like 'p-%' and substr(person_key, 3) like ${containsPattern(search.phoneDigits)}))`;
}

const sortOrders: Record<CustomerSort, SQL> = {
  'last-order': sql`last_order_at desc nulls last, person_key`,
  orders: sql`orders desc, last_order_at desc nulls last, person_key`,
  spent: sql`spent_paisa desc, last_order_at desc nulls last, person_key`,
};

const listedColumns = sql`person_key, name, email, orders, delivered, returned, cancelled, spent_paisa, last_order_at, accounts`;

export async function findPeoplePage(db: Queryable, filter: { search: PeopleSearch; sort: CustomerSort; limit: number; offset: number }) {
  const where = searchCondition(filter.search);
  const [page, counted] = await Promise.all([
    db.execute(
      sql`${peopleStatement(undefined)} select ${listedColumns} from people where ${where} order by ${sortOrders[filter.sort]} limit ${filter.limit} offset ${filter.offset}`,
    ) as unknown as Promise<{ rows: RawPersonRow[] }>,
    db.execute(sql`${peopleStatement(undefined)} select count(*)::int as total from people where ${where}`) as unknown as Promise<{
      rows: { total: number }[];
    }>,
  ]);
  return { rows: page.rows.map(personRowOf), total: Number(counted.rows[0]?.total ?? 0) };
}

/** The person a key names, or undefined when no order or customer account belongs to it. */
export async function findPerson(db: Queryable, person: Person, personKey: string): Promise<PersonRow | undefined> {
  const found = (await db.execute(sql`${peopleStatement(person)} select ${listedColumns} from people where person_key = ${personKey}`)) as unknown as {
    rows: RawPersonRow[];
  };
  const row = found.rows[0];
  return row ? personRowOf(row) : undefined;
}

/** The person's orders: those of its phone, or, for an account-only person, the account's orders without a phone. */
function ordersOfPerson(person: Person): SQL {
  return person.kind === 'phone'
    ? sql`${orders.address}->>'phone' = ${person.phone}`
    : sql`${orders.userId} = ${person.userId} and nullif(btrim(${orders.address}->>'phone'), '') is null`;
}

/** The accounts behind a person's orders (any role: the trust rules read them all), or the account that is the person. */
export async function accountIdsOfPerson(db: Queryable, person: Person, personKey: string): Promise<string[]> {
  const rows = (await db.execute(sql`
    select distinct ${orders.userId} as id from ${orders} where ${ordersOfPerson(person)}
    union
    select u.id from ${users} u where ${personFilters(person).accounts}
      and ${accountPersonKey} = ${personKey}
      and not exists (select 1 from ${orders} mine where mine.user_id = u.id)`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => row.id);
}

export async function accountsByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      hasLogin: sql<boolean>`${users.passwordHash} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** The listed order's id, named with its table: inside the subquery on order_items a bare "id" would be the line's. */
const listedOrderId = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;

export async function personOrders(db: Queryable, person: Person, limit: number) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      channel: orders.channel,
      amountPaisa: orders.amountPaisa,
      createdAt: orders.createdAt,
      units: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${listedOrderId})`,
    })
    .from(orders)
    .where(ordersOfPerson(person))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The delivery emails the person's orders gave, lower case, for its newsletter state. */
export async function orderEmailsOfPerson(db: Queryable, person: Person): Promise<string[]> {
  const email = sql<string>`lower(btrim(${orders.address}->>'email'))`;
  const rows = await db
    .select({ email })
    .from(orders)
    .where(and(ordersOfPerson(person), sql`${email} <> ''`))
    .groupBy(email);
  return rows.map((row) => row.email);
}

export async function savedAddressesOf(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(savedAddresses)
    .where(inArray(savedAddresses.userId, [...userIds]))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt));
}

export async function reviewsOf(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: reviews.id,
      targetType: reviews.targetType,
      itemName: sql<string | null>`coalesce(${products.name}, ${deals.name})`,
      rating: reviews.rating,
      content: reviews.content,
      hidden: reviews.hidden,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(deals, eq(deals.id, reviews.dealId))
    .where(inArray(reviews.userId, [...userIds]))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function newsletterRowsOf(db: Queryable, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.subscribedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(inArray(newsletterSubscribers.email, [...emails]));
}

export type CustomerNoteRow = typeof customerNotes.$inferSelect;

export async function customerNoteOf(db: Queryable, personKey: string, lock = false): Promise<CustomerNoteRow | undefined> {
  const query = db.select().from(customerNotes).where(eq(customerNotes.personKey, personKey));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCustomerNote(tx: Queryable, values: PgInsertValue<typeof customerNotes>): Promise<CustomerNoteRow | undefined> {
  const [row] = await tx.insert(customerNotes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCustomerNote(tx: Queryable, personKey: string, values: PgUpdateSetSource<typeof customerNotes>): Promise<CustomerNoteRow> {
  const [row] = await tx.update(customerNotes).set(values).where(eq(customerNotes.personKey, personKey)).returning();
  return row!;
}

export async function deleteCustomerNote(tx: Queryable, personKey: string): Promise<void> {
  await tx.delete(customerNotes).where(eq(customerNotes.personKey, personKey));
}
