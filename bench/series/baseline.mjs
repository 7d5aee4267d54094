// Hand-written baselines: the same JSON the series manager answers, built from plain SQL with `pg`, mapped by hand
// and serialized with JSON.stringify (nulls dropped and dates as ISO seconds with Z, as the service does).
import { SCHEMA } from './library.mjs';

const T = (table) => `"${SCHEMA}"."${table}"`;
const iso = (date) => (date ? date.toISOString().slice(0, 19) + 'Z' : null);
const dropNulls = (_key, value) => (value === null ? undefined : value);
export const serialize = (payload) => JSON.stringify(payload, dropNulls);

const percent = (files, counted) => (counted === 0 ? 0 : (files / counted) * 100);

const STATS_SQL = `
  SELECT coalesce(e.series_id, f.series_id) AS series_id, coalesce(e.season_number, f.season_number) AS season_number,
         coalesce(e.with_file, 0)::int AS with_file, coalesce(e.counted, 0)::int AS counted, coalesce(e.total, 0)::int AS total,
         coalesce(f.size, 0)::float8 AS size, coalesce(f.groups, '{}') AS groups
    FROM (SELECT series_id, season_number,
                 count(*) FILTER (WHERE episode_file_id IS NOT NULL) AS with_file,
                 count(*) FILTER (WHERE episode_file_id IS NOT NULL OR (monitored AND air_date_utc IS NOT NULL AND air_date_utc <= now())) AS counted,
                 count(*) AS total
            FROM ${T('episode')} WHERE $1::int[] IS NULL OR series_id = ANY($1::int[]) GROUP BY series_id, season_number) e
    FULL JOIN (SELECT series_id, season_number, sum(size) AS size,
                      array_agg(DISTINCT release_group ORDER BY release_group) FILTER (WHERE release_group IS NOT NULL) AS groups
                 FROM ${T('episode_file')} WHERE $1::int[] IS NULL OR series_id = ANY($1::int[]) GROUP BY series_id, season_number) f
      ON f.series_id = e.series_id AND f.season_number = e.season_number`;

function seasonStatistics(row) {
  return {
    episodeFileCount: row.with_file,
    episodeCount: row.counted,
    totalEpisodeCount: row.total,
    sizeOnDisk: row.size,
    releaseGroups: row.groups,
    percentOfEpisodes: percent(row.with_file, row.counted),
  };
}

const NO_STATS = { with_file: 0, counted: 0, total: 0, size: 0, groups: [] };

function rootOf(roots, path) {
  let best = null;
  for (const root of roots) if (path.startsWith(`${root}/`) && (!best || root.length > best.length)) best = root;
  return best;
}

/** SeriesResource objects with statistics, for the given ids (all series, by sort title, when omitted). */
export async function seriesResources(client, ids = null) {
  const [series, stats, roots] = await Promise.all([
    client.query(`SELECT * FROM ${T('series')} WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY sort_title, id`, [ids]),
    client.query(STATS_SQL, [ids]),
    client.query(`SELECT path FROM ${T('root_folder')}`),
  ]);
  const bySeries = new Map();
  for (const row of stats.rows) {
    let seasons = bySeries.get(row.series_id);
    if (!seasons) bySeries.set(row.series_id, (seasons = new Map()));
    seasons.set(row.season_number, row);
  }
  const rootPaths = roots.rows.map((r) => r.path);
  return series.rows.map((s) => {
    const statsBySeason = bySeries.get(s.id) ?? new Map();
    const monitoredBySeason = new Map(s.seasons.map((season) => [season.seasonNumber, season.monitored]));
    const numbers = [...new Set([...monitoredBySeason.keys(), ...statsBySeason.keys()])].sort((a, b) => a - b);
    const totals = { with_file: 0, counted: 0, total: 0, size: 0 };
    const groups = new Set();
    for (const row of statsBySeason.values()) {
      totals.with_file += row.with_file;
      totals.counted += row.counted;
      totals.total += row.total;
      totals.size += row.size;
      for (const group of row.groups) groups.add(group);
    }
    return {
      id: s.id,
      title: s.title,
      alternateTitles: s.alternate_titles,
      sortTitle: s.sort_title,
      status: s.status,
      ended: s.status === 'ended',
      overview: s.overview,
      network: s.network,
      airTime: s.air_time,
      images: [],
      originalLanguage: s.original_language,
      seasons: numbers.map((seasonNumber) => ({
        seasonNumber,
        monitored: monitoredBySeason.get(seasonNumber) ?? false,
        statistics: seasonStatistics(statsBySeason.get(seasonNumber) ?? NO_STATS),
        images: [],
      })),
      year: s.year,
      path: s.path,
      qualityProfileId: s.quality_profile_id,
      languageProfileId: 1,
      seasonFolder: s.season_folder,
      monitored: s.monitored,
      monitorNewItems: s.monitor_new_items,
      useSceneNumbering: s.use_scene_numbering,
      runtime: s.runtime,
      tvdbId: s.tvdb_id,
      tvRageId: s.tv_rage_id,
      tvMazeId: s.tv_maze_id,
      tmdbId: s.tmdb_id,
      firstAired: iso(s.first_aired),
      lastAired: iso(s.last_aired),
      seriesType: s.series_type,
      cleanTitle: s.clean_title,
      imdbId: s.imdb_id,
      titleSlug: s.title_slug,
      rootFolderPath: rootOf(rootPaths, s.path),
      certification: s.certification,
      genres: s.genres,
      tags: s.tags,
      added: iso(s.added),
      ratings: { votes: 0, value: 0 },
      statistics: {
        seasonCount: numbers.filter((n) => n > 0).length,
        ...seasonStatistics({ ...totals, groups: [...groups].sort() }),
      },
    };
  });
}

export async function seriesJson(client) {
  return serialize(await seriesResources(client));
}

const ORDER = {
  'episodes.airDateUtc': 'e.air_date_utc',
  'episodes.lastSearchTime': 'e.last_search_time',
  'series.sortTitle': 's.sort_title',
  'episodes.title': 'e.title',
};

/** Qualities ordered before the cutoff item (or the first allowed item when upgrades are off), per profile. */
async function belowCutoff(client) {
  const { rows } = await client.query(`SELECT id, upgrade_allowed, cutoff, items FROM ${T('quality_profile')}`);
  const profileIds = [];
  const qualityIds = [];
  const ids = (item) => (item.quality !== undefined ? [item.quality] : (item.items ?? []).flatMap(ids));
  for (const profile of rows) {
    const index = profile.upgrade_allowed
      ? profile.items.findIndex((item) => ids(item).includes(profile.cutoff) || item.id === profile.cutoff)
      : profile.items.findIndex((item) => item.allowed);
    for (const item of profile.items.slice(0, Math.max(index, 0))) {
      for (const id of ids(item)) {
        profileIds.push(profile.id);
        qualityIds.push(id);
      }
    }
  }
  return [profileIds, qualityIds];
}

function episodeFile(f, seriesPath, cutoffNotMet) {
  return {
    id: f.f_id,
    seriesId: f.f_series_id,
    seasonNumber: f.f_season_number,
    relativePath: f.f_relative_path,
    path: `${seriesPath}/${f.f_relative_path}`,
    size: Number(f.f_size),
    dateAdded: iso(f.f_date_added),
    sceneName: f.f_scene_name,
    releaseGroup: f.f_release_group,
    languages: f.f_languages,
    quality: { quality: f.f_quality.quality, revision: f.f_quality.revision },
    customFormats: [],
    customFormatScore: 0,
    indexerFlags: 0,
    releaseType: 'unknown',
    qualityCutoffNotMet: cutoffNotMet,
  };
}

/**
 * One wanted page (`kind` missing or cutoff) as `{page, pageSize, sortKey, sortDirection, totalRecords, records}`,
 * monitored episodes of monitored series, ordered by the key then id.
 */
export async function wantedJson(client, kind, { page, pageSize, sortKey, sortDirection, includeSeries = false, includeEpisodeFile = false }) {
  const params = [];
  let from = `${T('episode')} e JOIN ${T('series')} s ON s.id = e.series_id`;
  let where = '(e.monitored AND s.monitored) AND ';
  if (kind === 'missing') {
    where += `e.episode_file_id IS NULL AND e.season_number > 0 AND e.air_date_utc + make_interval(mins => s.runtime) <= now()`;
  } else {
    params.push(...(await belowCutoff(client)));
    from += ` JOIN ${T('episode_file')} f ON f.id = e.episode_file_id`;
    where += `(s.quality_profile_id, (f.quality->'quality'->>'id')::int) IN (SELECT * FROM unnest($1::int[], $2::int[]))`;
  }
  const direction = sortDirection === 'ascending' ? 'ASC' : 'DESC';
  const fileColumns = includeEpisodeFile
    ? `, ef.id AS f_id, ef.series_id AS f_series_id, ef.season_number AS f_season_number, ef.relative_path AS f_relative_path, ef.size AS f_size,
         ef.date_added AS f_date_added, ef.scene_name AS f_scene_name, ef.release_group AS f_release_group, ef.languages AS f_languages, ef.quality AS f_quality, s.path AS series_path`
    : '';
  const fileJoin = includeEpisodeFile ? `LEFT JOIN ${T('episode_file')} ef ON ef.id = e.episode_file_id` : '';
  const [pageRows, count] = await Promise.all([
    client.query(
      `SELECT e.* ${fileColumns} FROM ${from} ${fileJoin} WHERE ${where}
        ORDER BY ${ORDER[sortKey]} ${direction}, e.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    client.query(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, params),
  ]);
  let seriesById = new Map();
  if (includeSeries) {
    const ids = [...new Set(pageRows.rows.map((e) => e.series_id))];
    seriesById = new Map((await seriesResources(client, ids)).map((s) => [s.id, s]));
  }
  const records = pageRows.rows.map((e) => ({
    id: e.id,
    seriesId: e.series_id,
    tvdbId: e.tvdb_id,
    episodeFileId: e.episode_file_id ?? 0,
    seasonNumber: e.season_number,
    episodeNumber: e.episode_number,
    title: e.title,
    airDate: e.air_date,
    airDateUtc: iso(e.air_date_utc),
    lastSearchTime: iso(e.last_search_time),
    runtime: e.runtime,
    overview: e.overview,
    episodeFile: includeEpisodeFile && e.f_id !== null ? episodeFile(e, e.series_path, kind === 'cutoff') : undefined,
    hasFile: e.episode_file_id !== null,
    monitored: e.monitored,
    absoluteEpisodeNumber: e.absolute_episode_number,
    unverifiedSceneNumbering: false,
    series: seriesById.get(e.series_id),
    images: [],
  }));
  return serialize({ page, pageSize, sortKey, sortDirection, totalRecords: count.rows[0].n, records });
}
