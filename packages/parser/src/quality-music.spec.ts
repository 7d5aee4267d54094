import { MUSIC_QUALITIES } from './quality-catalogue';
import { parseQuality } from './quality';

describe('parseQuality: music (Lidarr catalogue)', () => {
  it.each([
    ['Artist - Album (2020) [FLAC]', 'FLAC'],
    ['Artist - Album (2020) [FLAC 24bit]', 'FLAC 24bit'],
    ['Artist - Album (2020) [24bit-96kHz FLAC]', 'FLAC 24bit'],
    ['Artist - Album (2020) [ALAC]', 'ALAC'],
    ['Artist - Album (2020) [MP3 320]', 'MP3-320'],
    ['Artist - Album (2020) MP3 320kbps', 'MP3-320'],
    ['Artist - Album (2020) [MP3 V0]', 'MP3-VBR-V0'],
    ['Artist - Album (2020) [MP3 256]', 'MP3-256'],
    ['Artist - Album (2020) [MP3 192kbps]', 'MP3-192'],
    ['Artist - Album (2020) [WAV]', 'WAV'],
    ['Artist - Album (2020)', 'Unknown'],
  ])('reads %s', (title, name) => {
    const { quality } = parseQuality(title, 'music');
    expect(quality.name).toBe(name);
    expect(MUSIC_QUALITIES.find((q) => q.name === name)?.id).toBe(quality.id);
  });
});
