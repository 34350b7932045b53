import { z } from 'zod';
import { plainString } from './free-text.ts';

/** How many searches one buyer may keep: enough for the gear they hunt, few enough to read as one list. */
export const MAX_SAVED_SEARCHES = 20;

/** POST /api/saved-searches: the results page's query string (words and filters) and the name it is shown by. */
export const savedSearchInputSchema = z.object({
  query: z.string().max(1000, 'This search is too long to save'),
  label: plainString().trim().min(1, 'A saved search needs a name').max(300, 'Keep the name under 300 characters'),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  query: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesSchema = z.array(savedSearchSchema);

/** Saving the same search again keeps one (200, `alreadySaved`); a new one answers 201. */
export const searchSavedSchema = z.object({
  acknowledged: z.literal(true),
  alreadySaved: z.boolean(),
  savedSearch: savedSearchSchema,
});
export type SearchSaved = z.infer<typeof searchSavedSchema>;
