export declare const MAX_TERM_LENGTH: number;
export declare const MIN_TERM_LENGTH: number;
export declare const MAX_KEYWORDS: number;

export interface KeywordSource {
  nameOrg?: string;
  name?: string;
  city?: string;
  address?: string;
  zip?: string;
  time?: string;
}

/** Lower-case, accents removed. */
export declare function normalizeText(text: string): string;
/** The words of a text: runs of letters and digits, normalised. */
export declare function wordsOf(text: string): string[];
/** Prefixes (2–20 characters) of the words of an NGO's fields plus its time slot; at most 100. */
export declare function searchKeywords(ngo: KeywordSource): string[];
/** The first word of a search box, normalised and cut to 20 characters; '' when under 2 characters. */
export declare function searchTermOf(input: string): string;
