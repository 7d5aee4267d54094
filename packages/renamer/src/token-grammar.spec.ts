import { ELLIPSIS } from './clean';
import { cleaningOptions } from './naming-config';
import {
  countTokens,
  formatNumber,
  parseFormat,
  renderFormat,
  splitComponents,
  TokenHandlers,
  tokenKey,
} from './token-grammar';

const handlers: TokenHandlers = new Map([
  ['seriestitle', () => 'South Park'],
  ['empty', () => ''],
  ['edition', () => 'Uncut'],
  ['long', () => `Cut${ELLIPSIS}`],
]);
const cleaning = cleaningOptions({});
const render = (format: string) => renderFormat(format, handlers, cleaning);

describe('token grammar', () => {
  it.each<[format: string, expected: string]>([
    ['{Series Title}', 'South Park'],
    ['{Series.Title}', 'South.Park'],
    ['{Series-Title}', 'South-Park'],
    ['{Series_Title}', 'South_Park'],
    ['{SeriesTitle}', 'South Park'],
    ['{series title}', 'south park'],
    ['{SERIES TITLE}', 'SOUTH PARK'],
    ['{[Series Title]}', '[South Park]'],
    ['{(Series Title)}', '(South Park)'],
    ['{ - Series Title - }', ' - South Park - '],
    ['{._Series Title_.}', '._South Park_.'],
    ['x{[Empty]}y', 'xy'],
    ['x{ - Empty - }y', 'xy'],
    ['{Unknown Token}', ''],
    ['[{Unknown Token}]', '[]'],
    ['{{Series Title}}', '{South Park}'],
    ['{{Empty}}', ''],
    ['{edition-{Edition}}', '{edition-Uncut}'],
    ['{edition-{Empty}}', ''],
    ['{{edition-{Edition}}}', '{{edition-Uncut}}'],
    ['{{edition-{Empty}}}', ''],
    ['{{literal}}', '{literal}'],
    ['{{', '{'],
    ['}}', '}'],
    ['{', '{'],
    ['}', '}'],
    ['{Series Title:}', '{Series Title:}'],
    ['{Series Title:-}', '{Series Title:-}'],
    ['{Series Title', '{Series Title'],
    ['{Three Word Token}', '{Three Word Token}'],
    ['{Series Title}{Series Title}', 'South ParkSouth Park'],
    ['{Long}', `Cut${ELLIPSIS}`],
  ])('%s renders %j', (...[format, expected]) => {
    expect(render(format)).toBe(expected);
  });

  it.each<[format: string, count: number]>([
    ['{Movie Title}', 1],
    ['{Movie Title} {[Original Title]}', 2],
    ['{Movie Title} {imdb-{ImdbId}}', 2],
    ['{{Edition Tags}}', 1],
    ['no tokens {:}', 0],
  ])('counts the tokens of %s as %i', (...[format, count]) => {
    expect(countTokens(format)).toBe(count);
  });

  it('parses prefix, token, separator, format and suffix', () => {
    expect(parseFormat('{[Episode.Title:30]}')).toEqual([
      {
        kind: 'token',
        match: { prefix: '[', token: 'Episode.Title', key: 'episodetitle', separator: '.', format: '30', suffix: ']' },
      },
    ]);
  });

  it.each<[token: string, key: string]>([
    ['Series Title', 'seriestitle'],
    ['Series.Title', 'seriestitle'],
    ['SERIES_TITLE', 'seriestitle'],
    ['Air-Date', 'airdate'],
    ['ReleaseGroup', 'releasegroup'],
  ])('keys %s as %s', (...[token, key]) => {
    expect(tokenKey(token)).toBe(key);
  });

  it.each<[pattern: string, parts: string[]]>([
    ['a/b', ['a', 'b']],
    ['a\\b', ['a', 'b']],
    ['/a//b/', ['a', 'b']],
    ['a', ['a']],
  ])('splits %s into components', (...[pattern, parts]) => {
    expect(splitComponents(pattern)).toEqual(parts);
  });

  it.each<[value: number, format: string | undefined, expected: string]>([
    [1, undefined, '1'],
    [1, '0', '1'],
    [1, '00', '01'],
    [1, '000', '001'],
    [123, '00', '123'],
    [0, '00', '00'],
    [5, 'x', '5'],
  ])('formats %i with %s as %j', (...[value, format, expected]) => {
    expect(formatNumber(value, format)).toBe(expected);
  });
});
