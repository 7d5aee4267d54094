import type { FieldDefinition } from '@arrstack/providers';
import type { DownloadProtocol } from './release-grabber';

export type DownloadClientImplementation = 'TorrentBlackhole' | 'UsenetBlackhole' | 'QBittorrent';

export interface DownloadClientDefinition {
  implementation: DownloadClientImplementation;
  implementationName: string;
  configContract: string;
  protocol: DownloadProtocol;
  infoLink: string;
  fields: FieldDefinition[];
}

const PRIORITY_OPTIONS = [
  { value: 0, name: 'Last', order: 0 },
  { value: 1, name: 'First', order: 1 },
];

const WATCH_FOLDER: FieldDefinition = {
  name: 'watchFolder',
  label: 'Watch Folder',
  kind: 'folder',
  type: 'path',
  required: true,
  helpText: 'Folder from which Sonarr should import completed downloads',
};

/** Sonarr's three download clients implemented here, with the settings its `fields` carry. */
export const DOWNLOAD_CLIENT_DEFINITIONS: Record<DownloadClientImplementation, DownloadClientDefinition> = {
  QBittorrent: {
    implementation: 'QBittorrent',
    implementationName: 'qBittorrent',
    configContract: 'QBittorrentSettings',
    protocol: 'torrent',
    infoLink: 'https://wiki.servarr.com/sonarr/supported#qbittorrent',
    fields: [
      { name: 'host', label: 'Host', kind: 'text', type: 'textbox', required: true, defaultValue: 'localhost' },
      { name: 'port', label: 'Port', kind: 'port', type: 'textbox', defaultValue: 8080 },
      { name: 'useSsl', label: 'Use SSL', kind: 'checkbox', type: 'checkbox', defaultValue: false, helpText: 'Use secure connection when connecting to qBittorrent' },
      { name: 'urlBase', label: 'URL Base', kind: 'text', type: 'textbox', advanced: true, defaultValue: '', helpText: 'Adds a prefix to the qBittorrent url, such as http://[host]:[port]/[urlBase]/api' },
      { name: 'username', label: 'Username', kind: 'text', type: 'textbox', privacy: 'userName', defaultValue: '' },
      { name: 'password', label: 'Password', kind: 'password', type: 'password', privacy: 'password', defaultValue: '' },
      { name: 'tvCategory', label: 'Category', kind: 'text', type: 'textbox', defaultValue: 'tv-sonarr', helpText: 'Adding a category specific to Sonarr avoids conflicts with unrelated non-Sonarr downloads. Using a category is optional, but strongly recommended.' },
      { name: 'tvImportedCategory', label: 'Post-Import Category', kind: 'text', type: 'textbox', advanced: true, defaultValue: '', helpText: 'Category for Sonarr to set after it has imported the download. Sonarr will not remove torrents in that category even if seeding finished. Leave blank to keep same category.' },
      { name: 'recentTvPriority', label: 'Recent Priority', kind: 'select', type: 'select', defaultValue: 0, selectOptions: PRIORITY_OPTIONS, helpText: 'Priority to use when grabbing episodes that aired within the last 14 days' },
      { name: 'olderTvPriority', label: 'Older Priority', kind: 'select', type: 'select', defaultValue: 0, selectOptions: PRIORITY_OPTIONS, helpText: 'Priority to use when grabbing episodes that aired over 14 days ago' },
      {
        name: 'initialState',
        label: 'Initial State',
        kind: 'select',
        type: 'select',
        defaultValue: 0,
        selectOptions: [
          { value: 0, name: 'Start', order: 0 },
          { value: 1, name: 'Force Start', order: 1 },
          { value: 2, name: 'Pause', order: 2 },
        ],
        helpText: 'Initial state for torrents added to qBittorrent. Note that Forced Torrents do not abide by seed restrictions',
      },
      { name: 'sequentialOrder', label: 'Sequential Order', kind: 'checkbox', type: 'checkbox', defaultValue: false, helpText: 'Download in sequential order (qBittorrent 4.1.0+)' },
      { name: 'firstAndLast', label: 'First and Last First', kind: 'checkbox', type: 'checkbox', defaultValue: false, helpText: 'Download first and last pieces first (qBittorrent 4.1.0+)' },
      {
        name: 'contentLayout',
        label: 'Content Layout',
        kind: 'select',
        type: 'select',
        defaultValue: 0,
        selectOptions: [
          { value: 0, name: 'Default', order: 0 },
          { value: 1, name: 'Original', order: 1 },
          { value: 2, name: 'Subfolder', order: 2 },
        ],
        helpText: "Whether to use qBittorrent's configured content layout, the original layout from the torrent or always create a subfolder (qBittorrent 4.3.2+)",
      },
    ],
  },
  TorrentBlackhole: {
    implementation: 'TorrentBlackhole',
    implementationName: 'Torrent Blackhole',
    configContract: 'TorrentBlackholeSettings',
    protocol: 'torrent',
    infoLink: 'https://wiki.servarr.com/sonarr/supported#torrentblackhole',
    fields: [
      { name: 'torrentFolder', label: 'Torrent Folder', kind: 'folder', type: 'path', required: true, helpText: 'Folder in which Sonarr will store the .torrent file' },
      WATCH_FOLDER,
      { name: 'saveMagnetFiles', label: 'Save Magnet Files', kind: 'checkbox', type: 'checkbox', defaultValue: false, helpText: 'Save the magnet link if no .torrent file is available (only useful if the download client supports magnets saved to a file)' },
      { name: 'magnetFileExtension', label: 'Save Magnet Files Extension', kind: 'text', type: 'textbox', advanced: true, defaultValue: '.magnet', helpText: "Extension to use for magnet links, defaults to '.magnet'" },
      { name: 'readOnly', label: 'Read Only', kind: 'checkbox', type: 'checkbox', advanced: true, defaultValue: true, helpText: 'Instead of moving files this will instruct Sonarr to Copy or Hardlink (depending on settings/system configuration)' },
    ],
  },
  UsenetBlackhole: {
    implementation: 'UsenetBlackhole',
    implementationName: 'Usenet Blackhole',
    configContract: 'UsenetBlackholeSettings',
    protocol: 'usenet',
    infoLink: 'https://wiki.servarr.com/sonarr/supported#usenetblackhole',
    fields: [
      { name: 'nzbFolder', label: 'Nzb Folder', kind: 'folder', type: 'path', required: true, helpText: 'This folder will need to be reachable from SABnzbd' },
      WATCH_FOLDER,
    ],
  },
};

export const DOWNLOAD_CLIENT_NAMES = Object.keys(DOWNLOAD_CLIENT_DEFINITIONS) as DownloadClientImplementation[];

export function findDownloadClientDefinition(implementation: unknown): DownloadClientDefinition | undefined {
  if (typeof implementation !== 'string') return undefined;
  const key = DOWNLOAD_CLIENT_NAMES.find((name) => name.toLowerCase() === implementation.toLowerCase());
  return key ? DOWNLOAD_CLIENT_DEFINITIONS[key] : undefined;
}
