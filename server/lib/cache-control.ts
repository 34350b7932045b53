/** For answers whose name changes whenever their content does (hashed assets, photos named by their digest). */
export const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable';
