/** A page asked for on the wire (api-conventions.md: `pageNo` from 1, `pageSize` capped by the schema). */
export type PageRequest = { pageNo: number; pageSize: number };

export type PageReply<T> = {
  content: T[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
};

/** The rows a page covers, for a repository query. */
export const pageWindow = (page: PageRequest) => ({
  offset: (page.pageNo - 1) * page.pageSize,
  limit: page.pageSize,
});

/** The paged reply of `content`, one page out of `total` rows (an empty page when there are none). */
export const pageReply = <T>(page: PageRequest, content: T[], total: number): PageReply<T> => ({
  content,
  pageNum: page.pageNo,
  pageSize: page.pageSize,
  totalPages: Math.ceil(total / page.pageSize),
  totalElements: total,
});
