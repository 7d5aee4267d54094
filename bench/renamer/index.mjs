// Names rendered per second by @arrstack/renamer for Sonarr's default episode format and a token-heavy one,
// each next to a baseline measured in the same run: a template literal building the same name from the same fields.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildEpisodeFileName, defaultNamingConfig } = require('@arrstack/renamer');

const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);
const pad = (n, width = 2) => String(n).padStart(width, '0');

const series = { title: 'The Series Title (2010)', year: 2010, tvdbId: 12345, seriesType: 'standard' };
const anime = { ...series, seriesType: 'anime' };
const episodes = Array.from({ length: 1000 }, (_, i) => ({
  seasonNumber: 1 + Math.floor(i / 50),
  episodeNumber: 1 + (i % 50),
  absoluteEpisodeNumber: i + 1,
  title: `Episode Title Number ${i + 1}: The Return`,
  airDate: '2013-10-30',
}));
const episodeFile = {
  id: 1,
  releaseGroup: 'RlsGrp',
  quality: { quality: { id: 4, name: 'HDTV-720p' }, revision: { version: 2, real: 0, isRepack: false } },
  mediaInfo: {
    videoCodec: 'x265',
    videoDynamicRangeType: 'HDR10',
    audioCodec: 'EAC3',
    audioChannels: 5.1,
    audioLanguages: 'jpn/eng',
    subtitles: 'eng',
  },
  customFormats: [{ id: 1, name: 'Dual Audio', includeCustomFormatWhenRenaming: true }],
};

const defaultNaming = { ...defaultNamingConfig('series'), renameEpisodes: true };
const heavyFormat =
  '{Series TitleYear} - S{season:00}E{episode:00} - {absolute:000} - {Episode CleanTitle:60} [{Quality Full}]' +
  '{[MediaInfo VideoDynamicRangeType]}{[MediaInfo VideoCodec]}{[MediaInfo AudioCodec}{ MediaInfo AudioChannels]}' +
  '{MediaInfo AudioLanguages}{-Release Group} {Custom Formats} {tvdb-{TvdbId}}';
const heavyNaming = { ...defaultNaming, animeEpisodeFormat: heavyFormat };

// CPU time of this process, not wall time: the machines that run this are shared, and a busy neighbour should not
// move the figures.
function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function measure(fn) {
  let count = 0;
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += fn(i).length; // warm-up
  const start = cpuSeconds();
  const deadline = start + DURATION_MS / 1000;
  while (cpuSeconds() < deadline) {
    for (let i = 0; i < 500; i++) sink += fn(count++).length;
  }
  const seconds = cpuSeconds() - start;
  if (sink < 0) console.log(sink);
  return count / seconds;
}

const cases = [
  {
    name: 'default Sonarr episode format',
    engine: (i) =>
      buildEpisodeFileName({
        naming: defaultNaming,
        series,
        episodes: [episodes[i % 1000]],
        episodeFile,
        x: { extension: '.mkv' },
      }),
    baseline: (i) => {
      const e = episodes[i % 1000];
      return `${series.title} - S${pad(e.seasonNumber)}E${pad(e.episodeNumber)} - ${e.title.replace(': ', ' - ')} ${episodeFile.quality.quality.name} Proper`;
    },
  },
  {
    name: 'token-heavy anime format, two episodes',
    engine: (i) =>
      buildEpisodeFileName({
        naming: heavyNaming,
        series: anime,
        episodes: [episodes[i % 999], episodes[(i % 999) + 1]],
        episodeFile,
        x: { extension: '.mkv' },
      }),
    baseline: (i) => {
      const a = episodes[i % 999];
      const b = episodes[(i % 999) + 1];
      const m = episodeFile.mediaInfo;
      return (
        `${series.title} - S${pad(a.seasonNumber)}E${pad(a.episodeNumber)}-E${pad(b.episodeNumber)} - ${pad(a.absoluteEpisodeNumber, 3)}-${pad(b.absoluteEpisodeNumber, 3)}` +
        ` - ${a.title.replace(':', '')} and ${b.title.replace(':', '')} [${episodeFile.quality.quality.name} v2][${m.videoDynamicRangeType}][${m.videoCodec}]` +
        `[${m.audioCodec} ${m.audioChannels.toFixed(1)}][JA+EN]-${episodeFile.releaseGroup} ${episodeFile.customFormats[0].name} {tvdb-${series.tvdbId}}`
      );
    },
  },
];

console.log(`renamer bench (${DURATION_MS} ms of CPU time per measurement, Node ${process.version})`);
for (const c of cases) {
  const sample = c.engine(0);
  const engine = measure(c.engine);
  const baseline = measure(c.baseline);
  console.log(`\n${c.name}\n  sample:   ${sample}`);
  console.log(`  renamer:  ${Math.round(engine).toLocaleString('en-US')} names/s`);
  console.log(`  baseline: ${Math.round(baseline).toLocaleString('en-US')} names/s (template literal, same fields)`);
  console.log(`  ratio:    renamer takes ${(baseline / engine).toFixed(1)}x the baseline's time per name`);
}
