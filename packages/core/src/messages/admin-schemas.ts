import { z } from '../shared/zod';
import { booleanQuery, paginationQuery, trueOrFalse } from '../shared/admin-field-schemas';

export const contactMessageListQuery = z.object({ handled: booleanQuery('handled').optional(), ...paginationQuery });

/** An empty body means handled. */
export const handledBody = z
  .object({ handled: trueOrFalse('handled').default(true) })
  .nullish()
  .transform((body) => ({ handled: body?.handled ?? true }));
