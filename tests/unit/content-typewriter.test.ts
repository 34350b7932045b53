import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TYPEWRITER_TIMINGS as timings,
  INITIAL_TYPEWRITER_STATE,
  nextTypewriterStep,
  visibleText,
  type TypewriterState,
} from '@/features/content/lib/typewriter';

const lines = ['Trade In! Win!', 'Pre-Owned! Perfected!', 'Find Your The One'];

function run(state: TypewriterState, steps: number): TypewriterState {
  let current = state;
  for (let step = 0; step < steps; step += 1) current = nextTypewriterStep(current, lines).state;
  return current;
}

describe('typewriter loop', () => {
  it('types the first line one character per step', () => {
    const afterFive = run(INITIAL_TYPEWRITER_STATE, 5);
    expect(visibleText(afterFive, lines)).toBe('Trade');
    expect(nextTypewriterStep(INITIAL_TYPEWRITER_STATE, lines).delay).toBe(timings.typeDelay);
  });

  it('holds the complete line before deleting it', () => {
    const typed = run(INITIAL_TYPEWRITER_STATE, lines[0]!.length);
    expect(visibleText(typed, lines)).toBe('Trade In! Win!');
    const hold = nextTypewriterStep(typed, lines);
    expect(hold.state.phase).toBe('holding');
    expect(hold.delay).toBe(timings.holdDelay);
    expect(nextTypewriterStep(hold.state, lines).state.phase).toBe('deleting');
  });

  it('moves on to the next line once the current one is deleted, and wraps around', () => {
    const deletedFirst: TypewriterState = { lineIndex: 0, visibleLength: 0, phase: 'deleting' };
    expect(nextTypewriterStep(deletedFirst, lines).state).toEqual({ lineIndex: 1, visibleLength: 0, phase: 'typing' });
    const deletedLast: TypewriterState = { lineIndex: 2, visibleLength: 0, phase: 'deleting' };
    expect(nextTypewriterStep(deletedLast, lines).state.lineIndex).toBe(0);
  });

  it('shows every tagline in turn', () => {
    const seen = new Set<string>();
    let state = INITIAL_TYPEWRITER_STATE;
    for (let step = 0; step < 200; step += 1) {
      state = nextTypewriterStep(state, lines).state;
      if (state.phase === 'holding') seen.add(visibleText(state, lines));
    }
    expect([...seen]).toEqual(lines);
  });
});
