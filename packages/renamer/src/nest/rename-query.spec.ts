import { ValidationError } from '@arrstack/core';
import { readId, readIdList, readOptionalInteger } from './rename-query';

describe('rename query readers', () => {
  it.each([
    [{ movieId: '3' }, [3]],
    [{ movieId: ['1', '2'] }, [1, 2]],
    [{ movieId: '1,2' }, [1, 2]],
    [{ movieId: [4, 5] }, [4, 5]],
  ])('reads ids from %j', (query, ids) => {
    expect(readIdList(query, 'movieId')).toEqual(ids);
  });

  it("refuses a missing id with the anchor's message", () => {
    const error = (() => {
      try {
        readIdList({}, 'movieId');
      } catch (e) {
        return e as ValidationError;
      }
      throw new Error('no error');
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.failures[0]).toMatchObject({ propertyName: 'MovieId', errorMessage: 'movieId must be provided' });
  });

  it.each([[{ seriesId: 'abc' }], [{ seriesId: '0' }], [{ seriesId: '-2' }], [{ seriesId: ['1', '2'] }]])('refuses %j as a series id', (query) => {
    expect(() => readId(query, 'seriesId')).toThrow(ValidationError);
  });

  it('reads an optional season number, zero included', () => {
    expect(readOptionalInteger({ seasonNumber: '0' }, 'seasonNumber')).toBe(0);
    expect(readOptionalInteger({}, 'seasonNumber')).toBeUndefined();
    expect(() => readOptionalInteger({ seasonNumber: 'x' }, 'seasonNumber')).toThrow(ValidationError);
  });
});
