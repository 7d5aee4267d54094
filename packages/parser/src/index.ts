export { parseReleaseGroup } from './release-group';
