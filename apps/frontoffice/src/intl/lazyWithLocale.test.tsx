import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithLocale } from './lazyWithLocale.tsx';
import { MessageStore } from './messages.ts';

// react-aria's locale and the deferred messages (tested below through MessageStore): a plain wrapper here.
vi.mock('./AriaLocale.tsx', () => ({ AriaLocale: ({ children }: { children: ReactNode }) => <>{children}</> }));

describe('issue 18: a lazily loaded part drawn at once once its code has run (lazyWithLocale)', () => {
  it('renders a preloaded component in its first commit, without its Suspense fallback first (React holds what replaces a fallback back 300 ms)', async () => {
    const Frame = lazyWithLocale(() => Promise.resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }));
    await Frame.preload();
    const seen: string[] = [];
    function Fallback() {
      seen.push('fallback');
      return <p>loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Frame title="Rechercher un véhicule" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Rechercher un véhicule' })).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('issue 18: the messages a part waits for, read at once once loaded (MessageStore.loaded)', () => {
  it('marks the promise as settled the way React reads it', async () => {
    const store = new MessageStore('fr', {});
    const loaded = store.loaded('shell');
    await loaded;
    expect(loaded).toMatchObject({ status: 'fulfilled' });
    expect(store.loaded('shell')).toBe(loaded);
  });
});
