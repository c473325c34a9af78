import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createShownSignal, Shown, type ShownSignal, useShown } from './Shown.tsx';

// Issue 18: the search view tells its map that the form has been drawn through this signal. Held as the view's own
// state, the news drew the view and its whole form a second time, in one piece, right after the form's first paint.

function Reader({ signal, renders }: { signal: ShownSignal; renders: string[] }) {
  const shown = useShown(signal);
  renders.push(`reader:${shown}`);
  return <p>{shown ? 'shown' : 'waiting'}</p>;
}

function LazyPart({ ready }: { ready: Promise<void> }) {
  use(ready);
  return <p>part</p>;
}

function Holder({ ready, renders }: { ready: Promise<void>; renders: string[] }) {
  const [signal] = useState(createShownSignal);
  renders.push('holder');
  return (
    <>
      <Suspense fallback={<p>loading</p>}>
        <LazyPart ready={ready} />
        <Shown signal={signal} />
      </Suspense>
      <Reader signal={signal} renders={renders} />
    </>
  );
}

describe('Shown (issue 18)', () => {
  it('tells the reader once the lazy part is drawn, never with the fallback, without drawing the holder again', async () => {
    const renders: string[] = [];
    let resolve = () => undefined as void;
    const ready = new Promise<void>((done) => {
      resolve = done;
    });
    // Rendered in an awaited act, as React asks of a tree that suspends.
    await act(async () => {
      render(<Holder ready={ready} renders={renders} />);
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      resolve();
      await ready;
    });
    // React reveals a suspended part after its fallback's throttle (300 ms).
    expect(await screen.findByText('part')).toBeTruthy();
    expect(await screen.findByText('shown')).toBeTruthy();
    expect(renders.filter((entry) => entry === 'holder')).toHaveLength(1);
    expect(renders.at(-1)).toBe('reader:true');
  });

  it('is set once: later calls tell nobody again', () => {
    const signal = createShownSignal();
    let calls = 0;
    signal.subscribe(() => {
      calls += 1;
    });
    signal.set();
    signal.set();
    expect(signal.get()).toBe(true);
    expect(calls).toBe(1);
  });
});
