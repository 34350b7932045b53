import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/*
 * The answers a page was rendered with on the server (src/app/server/render-page.tsx), written beside it as JSON,
 * so the browser hydrates the page from the same answers. A refused answer (a listing that does not exist) travels
 * too, so the browser shows the same "not found" the server rendered.
 */

/** Where the server writes the page's answers. */
export const PAGE_STATE_ID = 'page-state';

interface SentApiError {
  apiError: { status: number; code: ApiError['code']; message: string; field?: string | undefined };
}

function isSentApiError(value: unknown): value is SentApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** The answers as the server writes them: a refusal as its status, code and message. */
export function pageStateToSend(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      const sent: SentApiError = {
        apiError: {
          status: error.status,
          code: error.code,
          message: error.message,
          ...(error.field === undefined ? {} : { field: error.field }),
        },
      };
      return { ...query, state: { ...query.state, error: sent as unknown as Error } };
    }),
  };
}

/** The rendered page's answers, or null on the app's shell (or a state this version cannot read). */
export function readPageState(): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return {
      ...state,
      queries: state.queries.map((query) => {
        const error: unknown = query.state.error;
        if (!isSentApiError(error)) return query;
        const { status, code, message, field } = error.apiError;
        return { ...query, state: { ...query.state, error: new ApiError(status, code, message, field) } };
      }),
    };
  } catch (error) {
    console.warn('The page state could not be read', error);
    return null;
  }
}
