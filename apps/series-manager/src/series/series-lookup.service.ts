import { Injectable } from '@nestjs/common';
import { ApiError } from '@arrstack/core';
import { MetadataProvider, MetadataUnavailableError, type ProviderSeries } from '../metadata/metadata-provider';
import { toSeriesLookupResource, type SeriesLookupResource } from './dto/series-lookup.resource';
import type { SeriesResource } from './dto/series.resource';
import { parseLookupTerm } from './series-metadata.rules';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

/** `GET /series/lookup`: series from the metadata provider, as the library's own resource when already added. */
@Injectable()
export class SeriesLookupService {
  constructor(
    private readonly metadata: MetadataProvider,
    private readonly repository: SeriesRepository,
    private readonly series: SeriesService,
  ) {}

  async lookup(rawTerm: unknown): Promise<Array<SeriesResource | SeriesLookupResource>> {
    const term = parseLookupTerm(rawTerm);
    let found: ProviderSeries[];
    try {
      if ('text' in term) found = await this.metadata.search(term.text);
      else {
        const one = await this.metadata.getSeries(term.id);
        found = one ? [one] : [];
      }
    } catch (error) {
      if (error instanceof MetadataUnavailableError) throw new ApiError(503, `Series lookup failed: ${error.message}`);
      throw error;
    }
    const results: Array<SeriesResource | SeriesLookupResource> = [];
    for (const show of found) {
      const existing =
        (show.tvMazeId > 0 ? await this.repository.findByTvMazeId(show.tvMazeId) : null) ??
        (show.tvdbId > 0 ? await this.repository.findByTvdbId(show.tvdbId) : null);
      results.push(existing ? { ...(await this.series.resources([existing]))[0], images: show.images } : toSeriesLookupResource(show));
    }
    return results;
  }
}
