import type { FastifySchemaCompiler } from 'fastify';
import { config as zodConfig, safeParse, type $ZodIssue, type $ZodRawIssue, type $ZodType } from 'zod/v4/core';

/** fastify-type-provider-zod recognises its validation errors by this symbol (hasZodFastifySchemaValidationErrors). */
const validationErrorMark = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Zod's own wording ("Invalid input: expected string, received undefined") does not say which field
 * it is about; our schemas' messages do. Zod asks the parse for a message only where the schema has
 * none of its own, so those, and only those, get their field in front.
 */
function defaultMessageNamingField(issue: $ZodRawIssue): string | undefined {
  const message = zodConfig().localeError?.(issue);
  const text = typeof message === 'string' ? message : message?.message;
  const field = (issue.path ?? []).map(String).join('.');
  return text && field ? `${field}: ${text}` : text;
}

function toValidationError(issue: $ZodIssue) {
  const path = issue.path.map(String);
  return {
    [validationErrorMark]: true,
    keyword: issue.code,
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/${issue.code}`,
    message: issue.message,
    params: { issue: { path } },
  };
}

/** Validates params, query, headers and bodies with the contract's zod schemas. */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: defaultMessageNamingField });
    return result.success ? { value: result.data } : { error: result.error.issues.map(toValidationError) as never };
  };
