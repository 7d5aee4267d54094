import { readTagLabel } from './tag.rules';

describe('readTagLabel', () => {
  it.each([
    ['HD', 'hd'],
    ['  kids-shows ', 'kids-shows'],
    ['4k', '4k'],
  ])('accepts %p as %p', (input, expected) => {
    expect(readTagLabel({ label: input })).toEqual({ label: expected, failures: [] });
  });

  it.each([[{}], [{ label: '' }], [{ label: '   ' }], [{ label: 5 }], [null], [{ label: 'two words' }], [{ label: 'a_b' }], [{ label: 'x'.repeat(201) }]])(
    'rejects %p on Label',
    (body) => {
      const result = readTagLabel(body);
      expect(result.label).toBeUndefined();
      expect(result.failures).toHaveLength(1);
      expect(result.failures[0].propertyName).toBe('Label');
    },
  );
});
