import { parseReleaseGroup } from './release-group';

describe('parseReleaseGroup', () => {
  it.each([
    ['Movie.Title.2019.1080p.BluRay.x264-SPARKS', 'SPARKS'],
    ['Movie Title 2019', null],
  ])('finds the group of %s', (title, group) => {
    expect(parseReleaseGroup(title)).toBe(group);
  });
});
