import { z } from 'zod';

/*
 * Paged lists, shared by every domain that answers a page of rows. A module of its own: the domains that
 * only page their rows (content, bets, messaging…) do not build the wallet's schemas with them (the web app
 * loads a domain's schema module when its first reply comes in).
 */

export const ZPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}
