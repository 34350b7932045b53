export type TypewriterPhase = 'typing' | 'holding' | 'deleting';

export interface TypewriterState {
  lineIndex: number;
  visibleLength: number;
  phase: TypewriterPhase;
}

export interface TypewriterTimings {
  typeDelay: number;
  deleteDelay: number;
  holdDelay: number;
  nextLineDelay: number;
}

export const DEFAULT_TYPEWRITER_TIMINGS: TypewriterTimings = {
  typeDelay: 85,
  deleteDelay: 40,
  holdDelay: 1600,
  nextLineDelay: 350,
};

export const INITIAL_TYPEWRITER_STATE: TypewriterState = { lineIndex: 0, visibleLength: 0, phase: 'typing' };

/**
 * The first line typed out, about to be held: where the loop starts on a page, so the words are there in the
 * page's HTML (before any script runs, or with none) and the typing begins by taking them away.
 */
export function firstLineShown(lines: readonly string[]): TypewriterState {
  return { lineIndex: 0, visibleLength: Array.from(lines[0] ?? '').length, phase: 'typing' };
}

export interface TypewriterStep {
  state: TypewriterState;
  /** How long to wait before taking the next step. */
  delay: number;
}

/**
 * One tick of a type, hold, delete, next-line loop over `lines`. Pure, so the component only keeps
 * a timer and the loop itself is unit tested.
 */
export function nextTypewriterStep(
  state: TypewriterState,
  lines: readonly string[],
  timings: TypewriterTimings = DEFAULT_TYPEWRITER_TIMINGS,
): TypewriterStep {
  const line = lines[state.lineIndex] ?? '';
  const length = Array.from(line).length;

  switch (state.phase) {
    case 'typing':
      if (state.visibleLength < length) {
        return { state: { ...state, visibleLength: state.visibleLength + 1 }, delay: timings.typeDelay };
      }
      return { state: { ...state, phase: 'holding' }, delay: timings.holdDelay };
    case 'holding':
      return { state: { ...state, phase: 'deleting' }, delay: timings.deleteDelay };
    case 'deleting':
      if (state.visibleLength > 0) {
        return { state: { ...state, visibleLength: state.visibleLength - 1 }, delay: timings.deleteDelay };
      }
      return {
        state: { lineIndex: (state.lineIndex + 1) % Math.max(lines.length, 1), visibleLength: 0, phase: 'typing' },
        delay: timings.nextLineDelay,
      };
  }
}

/** The part of the current line that is on screen. */
export function visibleText(state: TypewriterState, lines: readonly string[]): string {
  return Array.from(lines[state.lineIndex] ?? '')
    .slice(0, state.visibleLength)
    .join('');
}
