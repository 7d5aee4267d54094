import { ParsedEpisodeInfo } from './types';
export function parseEpisodeTitle(title: string): ParsedEpisodeInfo | null { void title; return null; }
export function parseEpisodePath(path: string): ParsedEpisodeInfo | null { void path; return null; }
export function parseSeriesName(title: string): string { return title; }
