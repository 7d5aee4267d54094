import { ValidationError } from '../http/errors';
import { readPaging } from './paging';

const spec = { sortKeys: { date: 'h.date', 'series.sortTitle': 's.sort_title' }, defaultSortKey: 'date' };

describe('readPaging', () => {
  it('applies the anchors defaults', () => {
    expect(readPaging({}, spec)).toMatchObject({ page: 1, pageSize: 10, sortKey: 'date', sortDirection: 'descending', order: 'DESC', offset: 0 });
  });

  it('matches sort keys case-insensitively and falls back on unknown keys', () => {
    expect(readPaging({ sortKey: 'SERIES.sorttitle', sortDirection: 'ascending' }, spec)).toMatchObject({
      sortKey: 'series.sortTitle',
      orderBy: 's.sort_title',
      order: 'ASC',
    });
    expect(readPaging({ sortKey: 'drop table' }, spec)).toMatchObject({ sortKey: 'date', orderBy: 'h.date' });
  });

  it('maps default direction to the endpoint default', () => {
    expect(readPaging({ sortDirection: 'default' }, { ...spec, defaultSortDirection: 'ascending' })).toMatchObject({
      sortDirection: 'default',
      order: 'ASC',
    });
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5']])('rejects page %s', (page) => {
    expect(() => readPaging({ page }, spec)).toThrow(ValidationError);
  });

  it('computes the offset', () => {
    expect(readPaging({ page: '3', pageSize: '25' }, spec).offset).toBe(50);
  });
});
