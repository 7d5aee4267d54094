export {
  defaultFakeCaps,
  sampleFakeReleases,
  startFakeIndexer,
  type FakeIndexer,
  type FakeIndexerMode,
  type FakeIndexerOptions,
  type FakeIndexerRequest,
  type FakeRelease,
} from './fake-indexer';
