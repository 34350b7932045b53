/** The hero's typed taglines: the spec's, the first one reworded (docs/design.md "What we keep"). */
export const HERO_TAGLINES = ['Pass It On! Win!', 'Pre-Owned! Perfected!', 'Find Your The One'] as const;
