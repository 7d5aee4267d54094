/** Transfer protocol of a release: Newznab feeds carry NZBs, Torznab feeds carry torrents or magnets. */
export type Protocol = 'usenet' | 'torrent';

/** The `t=` functions of a Newznab/Torznab API that return a release feed. */
export type SearchType = 'search' | 'tvsearch' | 'movie' | 'music' | 'book';

/** A category as listed in caps or in the standard catalogue; `subCategories` is empty for leaves. */
export interface NewznabCategory {
  id: number;
  name: string;
  description?: string;
  subCategories: NewznabCategory[];
}

/** One `<searching>` mode of the caps document. */
export interface SearchMode {
  available: boolean;
  /** Parameter names the mode accepts (`q`, `season`, `ep`, `tvdbid`, `imdbid`…), lower-cased. */
  supportedParams: string[];
}

/** The parsed `t=caps` document. */
export interface IndexerCapabilities {
  server: {
    version?: string;
    title?: string;
    strapline?: string;
    email?: string;
    url?: string;
    image?: string;
  };
  limits: { max?: number; default?: number };
  retentionDays?: number;
  searching: {
    search: SearchMode;
    tvSearch: SearchMode;
    movieSearch: SearchMode;
    musicSearch: SearchMode;
    bookSearch: SearchMode;
  };
  categories: NewznabCategory[];
}

/** One item of a Newznab/Torznab feed. Optional fields are absent when the indexer did not send them. */
export interface Release {
  title: string;
  guid: string;
  /** What to fetch to grab the release: the enclosure URL, else `<link>`, else the magnet URI. */
  downloadUrl: string;
  /** The item's `<link>` as sent. */
  link?: string;
  /** The item's `<comments>` as sent (usually the details page). */
  comments?: string;
  /** A human page for the release: `<comments>`, else a guid that is an http(s) URL. */
  infoUrl?: string;
  size?: number;
  /** ISO 8601 (UTC) from `<pubDate>`, else from the `usenetdate` attribute. */
  publishDate?: string;
  /** Category ids from the attributes, else from numeric `<category>` elements. */
  categories: number[];
  protocol: Protocol;
  seeders?: number;
  /** Seeders plus leechers, as Torznab defines `peers`. */
  peers?: number;
  leechers?: number;
  infoHash?: string;
  magnetUrl?: string;
  grabs?: number;
  files?: number;
  tvdbId?: number;
  tvMazeId?: number;
  tmdbId?: number;
  rageId?: number;
  /** IMDb id with its `tt` prefix. */
  imdbId?: string;
  season?: number;
  episode?: number;
  downloadVolumeFactor?: number;
  uploadVolumeFactor?: number;
  minimumRatio?: number;
  /** Seconds. */
  minimumSeedTime?: number;
  /** Every `newznab:attr`/`torznab:attr` as sent, by lower-cased name; repeated names keep every value. */
  attributes: Record<string, string[]>;
}

/** Parameters of a feed request. Absent fields are not sent. */
export interface SearchQuery {
  type: SearchType;
  q?: string;
  cat?: readonly number[];
  season?: number | string;
  ep?: number | string;
  imdbid?: string;
  tvdbid?: number | string;
  tmdbid?: number | string;
  tvmazeid?: number | string;
  rid?: number | string;
  artist?: string;
  album?: string;
  author?: string;
  title?: string;
  year?: number;
  limit?: number;
  offset?: number;
}

/** A parsed feed: its items and, when the indexer sent `newznab:response`, the paging numbers. */
export interface SearchResult {
  items: Release[];
  total?: number;
  offset?: number;
}
