import { ValidationError } from '@arrstack/core';
import { readBulkMoveSeries, readMoveSeries } from './series-move.rules';

function failuresOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof ValidationError) return error.failures.map((f) => f.propertyName);
    throw error;
  }
  return [];
}

describe('readMoveSeries', () => {
  it('normalises the paths', () => {
    expect(readMoveSeries({ seriesId: 3, sourcePath: '/tv/Old/', destinationPath: '/tv2/./New' })).toEqual({
      seriesId: 3,
      sourcePath: '/tv/Old',
      destinationPath: '/tv2/New',
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{}, ['SeriesId', 'DestinationPath']],
    [{ seriesId: 0, destinationPath: '/tv/x' }, ['SeriesId']],
    [{ seriesId: 1, destinationPath: 'relative/x' }, ['DestinationPath']],
    [{ seriesId: 1, sourcePath: 7, destinationPath: '/tv/x' }, ['SourcePath']],
  ])('rejects %j', (body, properties) => {
    expect(failuresOf(() => readMoveSeries(body))).toEqual(properties);
  });
});

describe('readBulkMoveSeries', () => {
  it('reads the items; their destinations are optional', () => {
    expect(readBulkMoveSeries({ destinationRootFolder: '/tv2/', series: [{ seriesId: 1, sourcePath: '/tv/A' }, { seriesId: 2, destinationPath: '/tv2/B' }] })).toEqual({
      destinationRootFolder: '/tv2',
      series: [
        { seriesId: 1, sourcePath: '/tv/A', destinationPath: undefined },
        { seriesId: 2, sourcePath: undefined, destinationPath: '/tv2/B' },
      ],
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ series: [{ seriesId: 1 }] }, ['DestinationRootFolder']],
    [{ destinationRootFolder: '/tv', series: [] }, ['Series']],
    [{ destinationRootFolder: '/tv', series: [{ seriesId: 'x' }, null] }, ['Series', 'Series']],
  ])('rejects %j', (body, properties) => {
    expect(failuresOf(() => readBulkMoveSeries(body))).toEqual(properties);
  });
});
