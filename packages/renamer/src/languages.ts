/** ISO 639-2 (bibliographic and terminology) and a few ISO 639-3 codes → ISO 639-1, for MediaInfo language tokens. */
const ISO639_2_TO_1: Record<string, string> = {
  aar: 'aa', abk: 'ab', afr: 'af', aka: 'ak', alb: 'sq', sqi: 'sq', amh: 'am', ara: 'ar', arg: 'an', arm: 'hy',
  hye: 'hy', asm: 'as', ava: 'av', ave: 'ae', aym: 'ay', aze: 'az', bak: 'ba', bam: 'bm', baq: 'eu', eus: 'eu',
  bel: 'be', ben: 'bn', bis: 'bi', bos: 'bs', bre: 'br', bul: 'bg', bur: 'my', mya: 'my', cat: 'ca', cha: 'ch',
  che: 'ce', chi: 'zh', zho: 'zh', chu: 'cu', chv: 'cv', cor: 'kw', cos: 'co', cre: 'cr', cze: 'cs', ces: 'cs',
  dan: 'da', div: 'dv', dut: 'nl', nld: 'nl', dzo: 'dz', eng: 'en', epo: 'eo', est: 'et', ewe: 'ee', fao: 'fo',
  fij: 'fj', fin: 'fi', fre: 'fr', fra: 'fr', fry: 'fy', ful: 'ff', geo: 'ka', kat: 'ka', ger: 'de', deu: 'de',
  gla: 'gd', gle: 'ga', glg: 'gl', glv: 'gv', gre: 'el', ell: 'el', grn: 'gn', guj: 'gu', hat: 'ht', hau: 'ha',
  heb: 'he', her: 'hz', hin: 'hi', hmo: 'ho', hrv: 'hr', hun: 'hu', ibo: 'ig', ice: 'is', isl: 'is', ido: 'io',
  iii: 'ii', iku: 'iu', ile: 'ie', ina: 'ia', ind: 'id', ipk: 'ik', ita: 'it', jav: 'jv', jpn: 'ja', kal: 'kl',
  kan: 'kn', kas: 'ks', kau: 'kr', kaz: 'kk', khm: 'km', kik: 'ki', kin: 'rw', kir: 'ky', kom: 'kv', kon: 'kg',
  kor: 'ko', kua: 'kj', kur: 'ku', lao: 'lo', lat: 'la', lav: 'lv', lim: 'li', lin: 'ln', lit: 'lt', ltz: 'lb',
  lub: 'lu', lug: 'lg', mac: 'mk', mkd: 'mk', mah: 'mh', mal: 'ml', mao: 'mi', mri: 'mi', mar: 'mr', may: 'ms',
  msa: 'ms', mlg: 'mg', mlt: 'mt', mon: 'mn', nau: 'na', nav: 'nv', nbl: 'nr', nde: 'nd', ndo: 'ng', nep: 'ne',
  nno: 'nn', nob: 'nb', nor: 'no', nya: 'ny', oci: 'oc', oji: 'oj', ori: 'or', orm: 'om', oss: 'os', pan: 'pa',
  per: 'fa', fas: 'fa', pli: 'pi', pol: 'pl', por: 'pt', pus: 'ps', que: 'qu', roh: 'rm', rum: 'ro', ron: 'ro',
  run: 'rn', rus: 'ru', sag: 'sg', san: 'sa', sin: 'si', slo: 'sk', slk: 'sk', slv: 'sl', sme: 'se', smo: 'sm',
  sna: 'sn', snd: 'sd', som: 'so', sot: 'st', spa: 'es', srd: 'sc', srp: 'sr', ssw: 'ss', sun: 'su', swa: 'sw',
  swe: 'sv', tah: 'ty', tam: 'ta', tat: 'tt', tel: 'te', tgk: 'tg', tgl: 'tl', tha: 'th', tib: 'bo', bod: 'bo',
  tir: 'ti', ton: 'to', tsn: 'tn', tso: 'ts', tuk: 'tk', tur: 'tr', twi: 'tw', uig: 'ug', ukr: 'uk', urd: 'ur',
  uzb: 'uz', ven: 've', vie: 'vi', vol: 'vo', wel: 'cy', cym: 'cy', wln: 'wa', wol: 'wo', xho: 'xh', yid: 'yi',
  yor: 'yo', zha: 'za', zul: 'zu',
  // ISO 639-3 individual languages whose macro-language has a two-letter code.
  gsw: 'de', khk: 'mn', mvf: 'mn', cmn: 'zh', yue: 'zh', nan: 'zh', arb: 'ar', ekk: 'et', lvs: 'lv', pes: 'fa',
  zsm: 'ms', fil: 'tl', swh: 'sw', uzn: 'uz', azj: 'az', plt: 'mg', ydd: 'yi', als: 'sq',
};

/** `eng` → `EN`; unknown codes are kept as given. */
export function twoLetterCode(code: string): string {
  const lower = code.toLowerCase();
  if (/^[a-z]{2}$/.test(lower)) return lower.toUpperCase();
  const mapped = ISO639_2_TO_1[lower];
  return mapped ? mapped.toUpperCase() : code;
}

/**
 * `[EN+DE]` from `eng/deu`. A filter keeps only the listed codes in its order (`:DE+EN`), or drops them (`:-EN`);
 * a filter ending in `+` marks omitted languages with `--`. English alone is skipped for audio languages.
 */
export function languagesToken(raw: string | null | undefined, filter: string | undefined, skipEnglishOnly: boolean): string {
  if (!raw) return '';
  const codes: string[] = [];
  for (const part of raw.split('/')) {
    const trimmed = part.trim();
    if (!trimmed || trimmed.toLowerCase() === 'und') continue;
    const code = twoLetterCode(trimmed);
    if (!codes.includes(code)) codes.push(code);
  }
  if (skipEnglishOnly && codes.length === 1 && codes[0] === 'EN') return '';
  let shown = codes;
  if (filter && filter.trim() !== '') {
    if (filter.startsWith('-')) {
      const excluded = filter.split('-').map((c) => c.trim().toUpperCase());
      shown = codes.filter((c) => !excluded.includes(c.toUpperCase()));
    } else {
      const wanted = filter.split('+').map((c) => c.trim().toUpperCase());
      shown = wanted.filter((w, i) => w !== '' && wanted.indexOf(w) === i && codes.some((c) => c.toUpperCase() === w));
      if (filter.endsWith('+') && shown.length !== codes.length) shown = [...shown, '--'];
    }
  }
  return shown.length ? `[${shown.join('+')}]` : '';
}

/** Two-letter codes → the language names the anchors use, for translated-title tokens (`{Movie Title:FR}`). */
export const LANGUAGE_NAMES_BY_CODE: Record<string, string> = {
  EN: 'English', FR: 'French', DE: 'German', ES: 'Spanish', IT: 'Italian', JA: 'Japanese', ZH: 'Chinese',
  RU: 'Russian', PT: 'Portuguese', NL: 'Dutch', SV: 'Swedish', NO: 'Norwegian', NB: 'Norwegian', DA: 'Danish',
  FI: 'Finnish', PL: 'Polish', KO: 'Korean', EL: 'Greek', TR: 'Turkish', HU: 'Hungarian', HE: 'Hebrew',
  LT: 'Lithuanian', CS: 'Czech', AR: 'Arabic', HI: 'Hindi', BG: 'Bulgarian', IS: 'Icelandic', RO: 'Romanian',
  TH: 'Thai', UK: 'Ukrainian', VI: 'Vietnamese', FA: 'Persian', BN: 'Bengali', SK: 'Slovak', LV: 'Latvian',
  CA: 'Catalan', HR: 'Croatian', SR: 'Serbian', BS: 'Bosnian', ET: 'Estonian', TA: 'Tamil', ID: 'Indonesian',
  TE: 'Telugu', MK: 'Macedonian', SL: 'Slovenian', ML: 'Malayalam', KN: 'Kannada', SQ: 'Albanian', AF: 'Afrikaans',
  MS: 'Malay', UR: 'Urdu', MR: 'Marathi', TL: 'Tagalog', KA: 'Georgian', MN: 'Mongolian', AZ: 'Azerbaijani',
  UZ: 'Uzbek', KK: 'Kazakh', GA: 'Irish', CY: 'Welsh', EU: 'Basque', GL: 'Galician', HY: 'Armenian', PA: 'Punjabi',
};
