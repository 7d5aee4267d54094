import { selectDownloadClient, type SelectableClient } from './client-selection';

const client = (id: number, extra: Partial<SelectableClient> = {}): SelectableClient => ({ id, protocol: 'torrent', priority: 1, enable: true, tags: [], ...extra });

describe('selectDownloadClient', () => {
  it.each([
    ['none for the protocol', [client(1, { protocol: 'usenet' })], [], undefined, undefined],
    ['disabled ones are skipped', [client(1, { enable: false }), client(2)], [], undefined, 2],
    ['lowest priority number wins', [client(1, { priority: 5 }), client(2, { priority: 2 })], [], undefined, 2],
    ['untagged series only use untagged clients', [client(1, { tags: [3] })], [], undefined, undefined],
    ['tagged series prefer a client sharing a tag', [client(1), client(2, { tags: [3], priority: 9 })], [3], undefined, 2],
    ['tagged series fall back to untagged clients', [client(1), client(2, { tags: [4] })], [3], undefined, 1],
    ['rotates among equal priority', [client(1), client(2), client(3, { priority: 2 })], [], 1, 2],
    ['wraps around after the last', [client(1), client(2)], [], 2, 1],
  ])('%s', (_name, clients, tags, lastUsed, expected) => {
    expect(selectDownloadClient(clients, 'torrent', tags, lastUsed)?.id).toBe(expected);
  });
});
