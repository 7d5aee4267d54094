import { missingRootFoldersIssue } from './root-folder.service';
import { bestRootFor, isInside, isJunkFolder, isSameOrInside, isSystemFolder, normalisePath } from './root-folder.rules';

describe('normalisePath', () => {
  it.each([
    ['/tv', '/tv'],
    ['/tv/', '/tv'],
    ['  /media/tv//shows/ ', '/media/tv/shows'],
    ['/media/tv/../films', '/media/films'],
    ['/', '/'],
  ])('%p -> %p', (input, expected) => expect(normalisePath(input)).toBe(expected));

  it.each([['tv'], ['./tv'], [''], [' '], [null], [42], ['/tv\0x'], ['C:\\TV']])('rejects %p', (input) => {
    expect(normalisePath(input)).toBeUndefined();
  });
});

describe('containment', () => {
  it('treats a sibling with a common prefix as outside', () => {
    expect(isInside('/tv', '/tv2/show')).toBe(false);
    expect(isInside('/tv', '/tv/show')).toBe(true);
    expect(isInside('/tv', '/tv')).toBe(false);
    expect(isSameOrInside('/tv', '/tv')).toBe(true);
    expect(isSameOrInside('/', '/anything')).toBe(true);
  });

  it('picks the deepest root holding a series', () => {
    const roots = [{ path: '/media' }, { path: '/media/tv' }, { path: '/other' }];
    expect(bestRootFor(roots, '/media/tv/Show')?.path).toBe('/media/tv');
    expect(bestRootFor(roots, '/media/Show')?.path).toBe('/media');
    expect(bestRootFor(roots, '/elsewhere/Show')).toBeUndefined();
  });
});

describe('folder classes', () => {
  it.each([['/'], ['/etc'], ['/usr/share'], ['/proc/1']])('%p is a system folder', (p) => expect(isSystemFolder(p)).toBe(true));
  it.each([['/tmp/tv'], ['/media'], ['/usrdata']])('%p is not a system folder', (p) => expect(isSystemFolder(p)).toBe(false));
  it.each([['$RECYCLE.BIN'], ['@eaDir'], ['lost+found'], ['.hidden']])('%p is junk', (n) => expect(isJunkFolder(n)).toBe(true));
  it('keeps ordinary names', () => expect(isJunkFolder('The Wire')).toBe(false));
});

describe('missingRootFoldersIssue', () => {
  it('is null when every root folder is there', () => expect(missingRootFoldersIssue([])).toBeNull());
  it('names one missing folder', () => expect(missingRootFoldersIssue(['/tv'])?.message).toBe('Missing root folder: /tv'));
  it('lists several', () => expect(missingRootFoldersIssue(['/a', '/b'])).toMatchObject({ type: 'error', source: 'RootFolderCheck', message: 'Multiple root folders are missing: /a | /b' }));
});
