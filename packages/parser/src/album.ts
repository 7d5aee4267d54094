import { ParsedAlbumInfo } from './types';
export function parseAlbumTitle(title: string): ParsedAlbumInfo | null { void title; return null; }
