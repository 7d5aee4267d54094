import { categoriesMatch, findStandardCategory, NEWZNAB_CATEGORIES, parentCategoryId } from './categories';

describe('NEWZNAB_CATEGORIES', () => {
  it.each([
    [2000, 'Movies'],
    [2040, 'Movies/HD'],
    [3000, 'Audio'],
    [3040, 'Audio/Lossless'],
    [5000, 'TV'],
    [5030, 'TV/SD'],
    [5040, 'TV/HD'],
    [5045, 'TV/UHD'],
    [5070, 'TV/Anime'],
    [7000, 'Books'],
    [7020, 'Books/EBook'],
    [8000, 'Other'],
    [8010, 'Other/Misc'],
  ])('names %i %s', (id, name) => {
    expect(findStandardCategory(id)?.name).toBe(name);
  });

  it('has the eight top-level groups in id order', () => {
    expect(NEWZNAB_CATEGORIES.map((c) => c.id)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
  });

  it('keeps every subcategory inside its parent range', () => {
    for (const parent of NEWZNAB_CATEGORIES) {
      for (const sub of parent.subCategories) expect(parentCategoryId(sub.id)).toBe(parent.id);
    }
  });

  it('knows nothing of indexer-specific ids', () => {
    expect(findStandardCategory(100042)).toBeUndefined();
  });
});

describe('parentCategoryId', () => {
  it.each([
    [5040, 5000],
    [5000, 5000],
    [2045, 2000],
    [100042, 100042],
    [0, 0],
  ])('maps %i to %i', (id, parent) => {
    expect(parentCategoryId(id)).toBe(parent);
  });
});

describe('categoriesMatch', () => {
  it.each<[number[], number[], boolean]>([
    [[5040], [], true],
    [[5040], [5040], true],
    [[5040], [5000], true],
    [[5040], [5030], false],
    [[5000], [5040], false],
    [[2040, 5040], [5070, 5040], true],
    [[], [5000], false],
    [[100042], [100042], true],
  ])('release %j for request %j → %s', (release, requested, expected) => {
    expect(categoriesMatch(release, requested)).toBe(expected);
  });
});
