import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/http-errors';
import { verifyToken } from '../lib/tokens';

export interface AuthenticatedUser {
  id: string;
  role: 'customer' | 'admin';
  email: string;
  name: string;
  /** Whether the account's address is proven (docs/product.md §2 Accounts); reviews need it. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid, current token, or null; looked up once, and only when a route asks. */
    currentUser(): Promise<AuthenticatedUser | null>;
  }
}

export const NOT_LOGGED_IN = 'Not authorized. Please log in again.';

/** docs/product.md §7: cart and order calls send the token in a `token` header, review calls as a Bearer token. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  const match = authorization ? /^Bearer\s+(.+)$/i.exec(authorization) : null;
  return match?.[1]?.trim() || undefined;
}

/**
 * Public calls ignore tokens, so a stale token never breaks browsing; routes that need a user call
 * requireUser / requireAdmin, which answer 401 for a token that is missing, unsigned, signed with
 * another key, tampered, expired or issued before a password reset.
 */
export const authPlugin = fp(async function auth(app: FastifyInstance, { context }: { context: AppContext }) {
  const secret = context.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured');

  // Prepared once: every request that needs a user runs it, so the query is built once and, on
  // PostgreSQL, parsed once per connection.
  const userById = context.db
    .select({ id: users.id, role: users.role, email: users.email, name: users.name, tokenVersion: users.tokenVersion, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_user_by_id');

  async function lookUp(request: FastifyRequest): Promise<AuthenticatedUser | null> {
    const token = tokenFrom(request);
    if (!token) return null;
    const claims = await verifyToken(token, secret!, context.clock.now());
    if (!claims) return null;
    const [user] = await userById.execute({ id: claims.id });
    // An account without an email (made for an order taken by hand) has no password, so no token of its own.
    if (!user || user.tokenVersion !== claims.ver || user.email === null) return null;
    return { id: user.id, role: user.role, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null };
  }

  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    const memo = this as FastifyRequest & { userLookup?: Promise<AuthenticatedUser | null> };
    memo.userLookup ??= lookUp(this);
    return memo.userLookup;
  });
});

export async function requireUser(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized(NOT_LOGGED_IN);
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<AuthenticatedUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden('This needs an admin account.');
  return user;
}

/** The admin making the request; the console's admin scope (modules/console/routes.ts) already refused everyone else in onRequest. */
export async function adminId(request: FastifyRequest): Promise<string> {
  return (await requireAdmin(request)).id;
}

/** For an onRequest hook: refuses before the body is even read when nobody is logged in. */
export async function mustBeLoggedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
