// Seeds a large series library straight into the series manager's schema with set-based SQL (generate_series), so
// benches measure reading it, not building it. Every series has SEASONS seasons of EPISODES_PER_SEASON episodes;
// four in five episodes have a file (qualities rotate so the cutoff list has work), the rest are missing, and the
// last season of every tenth series has not aired yet.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');

export const SCHEMA = 'series_manager';

/**
 * `qualities`: the catalogue entries (`{id, name, source, resolution}`) files rotate through; `rootFolder`: the
 * configured root the series paths lie in; `profileIds`: quality profiles the series rotate through.
 */
export async function seedLibrary(databaseUrl, { series, seasons, episodesPerSeason, qualities, rootFolder, profileIds, tagId }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "${SCHEMA}"."series"
              (tvdb_id, title, sort_title, clean_title, title_slug, status, overview, network, year, path, quality_profile_id,
               monitored, runtime, first_aired, series_type, genres, tags, seasons, original_language)
       SELECT 100000 + n, 'Bench Show ' || n, 'bench show ' || lpad(n::text, 5, '0'), 'benchshow' || n, 'bench-show-' || n,
              CASE WHEN n % 3 = 0 THEN 'ended' ELSE 'continuing' END, 'Overview of show ' || n, 'Network ' || (n % 20), 2000 + n % 20,
              $2 || '/Bench Show ' || n, ($3::int[])[1 + n % cardinality($3::int[])],
              n % 10 <> 7, 45, date '2000-01-01' + n, 'standard', '["Drama","Crime"]'::jsonb,
              CASE WHEN n % 4 = 0 THEN ARRAY[$4::int] ELSE '{}'::int[] END,
              (SELECT jsonb_agg(jsonb_build_object('seasonNumber', s, 'monitored', s <> 1 OR n % 2 = 0)) FROM generate_series(1, $5::int) s),
              '{"id":1,"name":"English"}'::jsonb
         FROM generate_series(1, $1::int) n`,
      [series, rootFolder, profileIds, tagId, seasons],
    );
    await client.query(
      `INSERT INTO "${SCHEMA}"."episode_file" (series_id, season_number, relative_path, size, quality, release_group, languages)
       SELECT s.id, season, format('Season %s/Bench.Show.S%sE%s.mkv', season, lpad(season::text, 2, '0'), lpad(episode::text, 2, '0')),
              500000000 + episode * 1000, $3::jsonb -> ((s.id + season + episode) % jsonb_array_length($3::jsonb)),
              'GRP' || (episode % 4), '[{"id":1,"name":"English"}]'::jsonb
         FROM "${SCHEMA}"."series" s, generate_series(1, $1::int) season, generate_series(1, $2::int) episode
        WHERE episode % 5 <> 0`,
      [seasons, episodesPerSeason, JSON.stringify(qualities.map((quality) => ({ quality, revision: { version: 1, real: 0, isRepack: false } })))],
    );
    await client.query(
      `INSERT INTO "${SCHEMA}"."episode"
              (series_id, tvdb_id, season_number, episode_number, title, air_date, air_date_utc, runtime, overview, monitored, episode_file_id)
       SELECT s.id, 0, season, episode, format('Episode %s of season %s', episode, season),
              to_char(d, 'YYYY-MM-DD'), d, 45, NULL, episode % 7 <> 3, f.id
         FROM "${SCHEMA}"."series" s
              CROSS JOIN generate_series(1, $1::int) season
              CROSS JOIN generate_series(1, $2::int) episode
              CROSS JOIN LATERAL (SELECT CASE WHEN s.id % 10 = 0 AND season = $1::int THEN now() + make_interval(days => episode * 7)
                                              ELSE timestamptz '2005-01-03 02:00Z' + make_interval(days => s.id % 3000 + season * 365 + episode * 7) END AS d) AS t
              LEFT JOIN "${SCHEMA}"."episode_file" f
                     ON f.series_id = s.id AND f.relative_path = format('Season %s/Bench.Show.S%sE%s.mkv', season, lpad(season::text, 2, '0'), lpad(episode::text, 2, '0'))`,
      [seasons, episodesPerSeason],
    );
    await client.query('COMMIT');
    // What autovacuum does to a settled library: statistics, and a visibility map for index-only scans.
    for (const table of ['series', 'episode', 'episode_file']) await client.query(`VACUUM ANALYZE "${SCHEMA}"."${table}"`);
    const counts = await client.query(
      `SELECT (SELECT count(*) FROM "${SCHEMA}"."series")::int AS series, (SELECT count(*) FROM "${SCHEMA}"."episode")::int AS episodes,
              (SELECT count(*) FROM "${SCHEMA}"."episode_file")::int AS files`,
    );
    return counts.rows[0];
  } finally {
    await client.end();
  }
}
