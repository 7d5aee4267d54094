import { byteLength } from './clean';
import { BLURAY_1080P, build, episode } from './series-naming.fixture';
import { joinEpisodeTitles } from './series-naming';

const LONG =
  'This title has to be 197 characters in length, combined with the series title, quality and episode number it becomes 254ish and the extension puts it above the 255 limit and triggers the truncation';
const T1 = 'The First Episode Title Is Quite Long Because Some Shows Like Their Titles Verbose And Wordy Indeed';
const T2 = 'The Second Episode Title Is Also Long Because The Writers Got Paid By The Character Count Honestly';
const T3 = 'The Third Episode Title Completes The Trilogy Of Long Names That Push Us Over The Byte Budget Now';
const U1 =
  'The First Episode Title Is Quite Long Because Some Shows Like Their Titles Verbose And Wordy Indeed And It Keeps Going With Even More Words To Fill The Space';
const U3 =
  'The Third Episode Title Completes The Trilogy Of Long Names That Push Us Over The Byte Budget Now And It Keeps Going With Even More Words To Fill The Space';
const V =
  'Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words';
const UMLAUTS =
  'Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln';
const FORMAT = '{Series Title} - S{season:00}E{episode:00} - {Episode Title} {Quality Full}';

describe('255-byte file names', () => {
  it.each([
    [
      'truncates one long title, counting the extension',
      'The Fantastic Life of Mr. Sisko - S02E18 - This title has to be 197 characters in length, combined with the series title, quality and episode number it becomes 254ish and the extension puts it above the 255 limit and triggers the trunc... Bluray-1080p',
      {
        series: { title: 'The Fantastic Life of Mr. Sisko' },
        episodes: [episode(2, 18, LONG)],
        file: { quality: { quality: BLURAY_1080P, revision: { version: 1 } } },
      },
    ],
    [
      'keeps the first and last titles around an ellipsis',
      'Series Title - S01E01-E03 - The First Episode Title Is Quite Long Because Some Shows Like Their Titles Verbose And Wordy Indeed...The Third Episode Title Completes The Trilogy Of Long Names That Push Us Over The Byte Budget Now HDTV-720p',
      { series: { title: 'Series Title' }, episodes: [episode(1, 1, T1), episode(1, 2, T2), episode(1, 3, T3)] },
    ],
    [
      'keeps the first title and an ellipsis when first and last do not fit',
      'Series Title - S01E01-E03 - The First Episode Title Is Quite Long Because Some Shows Like Their Titles Verbose And Wordy Indeed And It Keeps Going With Even More Words To Fill The Space... HDTV-720p',
      { series: { title: 'Series Title' }, episodes: [episode(1, 1, U1), episode(1, 2, T2), episode(1, 3, U3)] },
    ],
    [
      'cuts the first title when even it does not fit',
      'Series Title - S01E01-E02 - Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Title Words Endless Ti... HDTV-720p',
      { series: { title: 'Series Title' }, episodes: [episode(1, 1, V), episode(1, 2, V + ' Again')] },
    ],
    [
      'measures bytes, not characters',
      'Series Title - S01E01 - Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köln Grüße aus Köl... HDTV-720p',
      { series: { title: 'Series Title' }, episodes: [episode(1, 1, UMLAUTS)] },
    ],
  ])('%s', (...[, expected, c]) => {
    const name = build({ ...c, naming: { standardEpisodeFormat: FORMAT }, extension: '.mkv' });
    expect(name).toBe(expected);
    expect(byteLength(name + '.mkv')).toBeLessThanOrEqual(255);
  });

  it('leaves a name that fits alone', () => {
    expect(build({ naming: { standardEpisodeFormat: FORMAT }, extension: '.mkv' })).toBe(
      'South Park - S15E06 - City Sushi HDTV-720p',
    );
  });

  it('gives the title more room without an extension', () => {
    const withExtension = build({
      naming: { standardEpisodeFormat: FORMAT },
      episodes: [episode(1, 1, V)],
      extension: '.mkv',
    });
    const without = build({ naming: { standardEpisodeFormat: FORMAT }, episodes: [episode(1, 1, V)] });
    expect(byteLength(withExtension + '.mkv')).toBeLessThanOrEqual(255);
    expect(byteLength(without)).toBeLessThanOrEqual(255);
    expect(byteLength(without)).toBeGreaterThan(byteLength(withExtension));
  });

  it('limits each path component on its own', () => {
    const name = build({
      naming: { standardEpisodeFormat: 'Season {season}/' + FORMAT },
      episodes: [episode(1, 1, V)],
      extension: '.mkv',
    });
    const [folder, file] = name.split('/');
    expect(folder).toBe('Season 1');
    expect(byteLength(file + '.mkv')).toBe(255);
  });
});

describe('episode title length formats', () => {
  it.each<[format: string, titles: string[], expected: string]>([
    ['{Episode Title:30}', ['A Title That Is Longer Than Thirty Bytes'], 'A Title That Is Longer Than...'],
    ['{Episode Title:30}', ['Short Title'], 'Short Title'],
    ['{Episode Title:30}', ['Part One Title', 'Part Two Title'], 'Part One Title...'],
    ['{Episode Title:20}', ['First Title', 'Second', 'Last'], 'First Title...Last'],
    ['{Episode Title:31}', ['Part One Title', 'Part Two Title'], 'Part One Title + Part Two Title'],
    ['{Episode Title:15}', ['First Title', 'Second Title'], 'First Title...'],
    ['{Episode Title:10}', ['First Title', 'Second Title'], 'First T...'],
    ['{Episode Title:-10}', ['A Long Episode Title'], '...e Title'],
    ['{Episode.Title:20}', ['A Title That Is Longer'], 'A.Title.That.Is.L...'],
  ])('%s of %j is %j', (...[format, titles, expected]) => {
    const episodes = titles.map((t, i) => episode(1, i + 1, t));
    expect(build({ naming: { standardEpisodeFormat: format }, episodes })).toBe(expected);
  });

  it.each<[titles: string[], max: number, expected: string]>([
    [['One'], 100, 'One'],
    [['One', 'Two'], 100, 'One + Two'],
    [['One', 'Two'], 3, ''],
    [['Exactly Ten'], 11, 'Exactly Ten'],
    [['Exactly Ten'], 10, 'Exactly\uE000'],
  ])('joins %j within %i bytes', (...[titles, max, expected]) => {
    expect(joinEpisodeTitles(titles, '+', max)).toBe(expected);
  });
});
