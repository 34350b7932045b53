import { act, Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import DeferredHydration from '@/components/DeferredHydration';

/*
 * A part of a server-rendered page hydrated when the reader reaches it (the home page's sections). Its first render
 * can be thrown away: a sibling in the same boundary suspends while the page hydrates, and React renders the boundary
 * again later. A press on the part must still be answered once it has hydrated.
 */

function Sibling({ ready }: { ready: Promise<void> | null }) {
  if (ready) use(ready);
  return <p>Below the part</p>;
}

function Page({ ready, onPress }: { ready: Promise<void> | null; onPress: () => void }) {
  return (
    <Suspense fallback={<p>Loading the page</p>}>
      <DeferredHydration fallback={<p>Loading the part</p>}>
        <button type="button" onClick={onPress}>
          Keep Me Updated
        </button>
      </DeferredHydration>
      <Sibling ready={ready} />
    </Suspense>
  );
}

describe('a deferred part of a server-rendered page', () => {
  it('answers a press once hydrated, when its first render was thrown away while the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page ready={null} onPress={() => {}} />);
    document.body.append(container);
    const onPress = vi.fn();
    let siblingReady = () => {};
    const ready = new Promise<void>((resolve) => (siblingReady = resolve));

    await act(async () => void hydrateRoot(container, <Page ready={ready} onPress={onPress} />));
    await act(async () => siblingReady());
    const button = container.querySelector('button')!;
    // The reader reaches into the part: it hydrates.
    await act(async () => void button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    await act(async () => button.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onPress).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
