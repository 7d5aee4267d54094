import { cleanTitle, identifyFolder, seriesFolderName, sortTitle, titleSlug } from './series-titles';

describe('series titles', () => {
  it.each([
    ['The Wire', 'wire'],
    ['Marvel\'s Agents of S.H.I.E.L.D.', 'marvelsagentsshield'],
    ['Law & Order: SVU', 'lawordersvu'],
    ['Pokémon', 'pokemon'],
    ['24', '24'],
  ])('cleanTitle(%p) = %p', (title, clean) => expect(cleanTitle(title)).toBe(clean));

  it.each([
    ['The Wire', 'wire'],
    ['A Touch of Frost', 'touch of frost'],
    ['Theodosia', 'theodosia'],
  ])('sortTitle(%p) = %p', (title, sort) => expect(sortTitle(title)).toBe(sort));

  it('slugs titles, optionally with the year', () => {
    expect(titleSlug('The Office (US)')).toBe('the-office-us');
    expect(titleSlug('Doctor Who', 2005)).toBe('doctor-who-2005');
    expect(titleSlug('???')).toBe('series');
  });

  it('builds folder names without characters file systems reject', () => {
    expect(seriesFolderName('Law & Order: SVU')).toBe('Law & Order - SVU');
    expect(seriesFolderName('What/If?')).toBe('WhatIf');
    expect(seriesFolderName('Doctor Who', 2005)).toBe('Doctor Who (2005)');
    expect(seriesFolderName('...')).toBe('Series');
  });
});

describe('identifyFolder', () => {
  it.each([
    ['The Wire (2002)', { title: 'The Wire', year: 2002 }],
    ['Doctor Who [2005]', { title: 'Doctor Who', year: 2005 }],
    ['Breaking Bad', { title: 'Breaking Bad' }],
    ['Firefly (2002) {tvdb-78874}', { title: 'Firefly', year: 2002, tvdbId: 78874 }],
    ['Lost [tvdbid-73739]', { title: 'Lost', tvdbId: 73739 }],
    ['Dark {imdb-tt5753856}', { title: 'Dark', imdbId: 'tt5753856' }],
    ['The.Expanse.2015', { title: 'The Expanse', year: 2015 }],
    ['1923', { title: '1923' }],
    ['2001 Nights', { title: '2001 Nights' }],
  ])('%p', (name, identity) => expect(identifyFolder(name)).toEqual(identity));
});
