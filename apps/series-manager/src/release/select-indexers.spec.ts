import type { IndexerEntity } from '../indexer/indexer.entity';
import { selectIndexers, type SearchMode } from './release-search.service';

const indexer = (id: number, overrides: Partial<IndexerEntity> = {}): IndexerEntity =>
  ({ id, name: `i${id}`, enableRss: true, enableAutomaticSearch: true, enableInteractiveSearch: true, tags: [], ...overrides }) as IndexerEntity;

const all = [
  indexer(1),
  indexer(2, { enableAutomaticSearch: false }),
  indexer(3, { enableInteractiveSearch: false }),
  indexer(4, { enableRss: false }),
  indexer(5, { tags: [7] }),
  indexer(6, { tags: [8, 9] }),
];

describe('selectIndexers', () => {
  it.each<[SearchMode, number[], number[]]>([
    ['automatic', [], [1, 3, 4]],
    ['interactive', [], [1, 2, 4]],
    ['rss', [], [1, 2, 3]],
    ['automatic', [7], [1, 3, 4, 5]],
    ['interactive', [9], [1, 2, 4, 6]],
    ['automatic', [7, 8], [1, 3, 4, 5, 6]],
  ])('%s search for a series tagged %j uses %j', (mode, tags, ids) => {
    expect(selectIndexers(all, mode, tags).map((i) => i.id)).toEqual(ids);
  });
});
