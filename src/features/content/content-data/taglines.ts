/** The hero's typed taglines, exactly as the spec writes them. */
export const HERO_TAGLINES = ['Trade In! Win!', 'Pre-Owned! Perfected!', 'Find Your The One'] as const;
