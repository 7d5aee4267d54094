import { failureCollector, readApplyTags, readBool, readName, readPriority, readTags, tagsMatch } from './provider-rules';

describe('provider rules', () => {
  it.each([
    [undefined, true, []],
    [false, false, []],
    ['yes', true, ['Enable']],
  ])('readBool(%j) is %j', (raw, expected, failed) => {
    const { failures, fail } = failureCollector();
    expect(readBool({ enable: raw }, 'enable', 'Enable', true, fail)).toBe(expected);
    expect(failures.map((f) => f.propertyName)).toEqual(failed);
  });

  it.each([
    [undefined, undefined, 0],
    [1, 1, 0],
    [50, 50, 0],
    [0, undefined, 1],
    [51, undefined, 1],
    [2.5, undefined, 1],
  ])('readPriority(%j) is %j', (raw, expected, failureCount) => {
    const { failures, fail } = failureCollector();
    expect(readPriority(raw, fail)).toBe(expected);
    expect(failures).toHaveLength(failureCount);
  });

  it('reads tags sorted and unique, names trimmed, applyTags in any case', () => {
    const { failures, fail } = failureCollector();
    expect(readTags([3, 1, 3], fail)).toEqual([1, 3]);
    expect(readName('  Client ', fail)).toBe('Client');
    expect(readApplyTags('Replace', fail)).toBe('replace');
    expect(readApplyTags(undefined, fail)).toBe('add');
    expect(failures).toEqual([]);
    readTags([0], fail);
    readName(' ', fail);
    readApplyTags('merge', fail);
    expect(failures.map((f) => f.propertyName)).toEqual(['Tags', 'Name', 'ApplyTags']);
  });

  it.each([
    [[], [], true],
    [[], [4], true],
    [[1], [], false],
    [[1, 2], [2], true],
    [[1], [3], false],
  ])('provider tags %j take item tags %j: %s', (provider, item, expected) => {
    expect(tagsMatch(provider, item)).toBe(expected);
  });
});
