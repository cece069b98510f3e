import { describe, expect, it } from 'vitest';
import { pageReply, pageWindow } from './paging';

describe('paging', () => {
  it('turns a page number into the rows it covers', () => {
    expect(pageWindow({ pageNo: 1, pageSize: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ pageNo: 3, pageSize: 9 })).toEqual({ offset: 18, limit: 9 });
  });

  it('counts a partly filled last page, and no pages for no rows', () => {
    expect(pageReply({ pageNo: 2, pageSize: 20 }, ['a'], 21)).toEqual({
      content: ['a'],
      pageNum: 2,
      pageSize: 20,
      totalPages: 2,
      totalElements: 21,
    });
    expect(pageReply({ pageNo: 1, pageSize: 20 }, [], 0).totalPages).toBe(0);
    expect(pageReply({ pageNo: 1, pageSize: 20 }, [], 40).totalPages).toBe(2);
  });
});
