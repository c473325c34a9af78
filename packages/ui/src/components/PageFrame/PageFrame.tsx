import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useState } from 'react';
import * as s from './PageFrame.css.ts';

/** Props of `PageFrame`. */
export interface PageFrameProps {
  /** The page heading (the only `h1`); none while there is nothing to name the page with. */
  title: ReactNode;
  /** Something at the heading's end (a close link). */
  headerEnd?: ReactNode;
  /**
   * `form` for a narrow column (sign-in and password forms), `content` for reading pages.
   * @default 'form'
   */
  width?: 'form' | 'content';
  /** `lang` of the page when it differs from the interface's (the French-only privacy policy). */
  lang?: string;
  /**
   * `center` for confirmation pages whose content is centred.
   * @default 'start'
   */
  align?: 'start' | 'center';
  /** Marks the page busy while its content loads. */
  busy?: boolean;
  children?: ReactNode;
}

/** Counts the busy parts of the page inside the frame (`useFrameBusy`). */
const FrameBusy = createContext<((change: 1 | -1) => void) | null>(null);

/** The frame of a page: heading, width and spacing, phone first. */
export function PageFrame({ title, headerEnd, width = 'form', align = 'start', lang, busy, children }: PageFrameProps) {
  const [busyParts, setBusyParts] = useState(0);
  const report = useCallback((change: 1 | -1) => setBusyParts((count) => count + change), []);
  return (
    <div className={s.frame[width]} lang={lang} aria-busy={busy || busyParts > 0 || undefined}>
      {(title != null || headerEnd != null) && (
        <div className={align === 'center' ? `${s.header} ${s.centeredHeader}` : s.header}>
          {title != null && <h1 className={s.title}>{title}</h1>}
          {headerEnd}
        </div>
      )}
      <FrameBusy value={report}>{children}</FrameBusy>
    </div>
  );
}

/**
 * Marks the frame around busy while `busy` (issue 32): a page whose frame and title are drawn before its content
 * (the route draws them while the content's code downloads, so that the title, often the largest text, is drawn once
 * and early) says from inside that its content still loads. Before the paint, so that the frame is never shown idle.
 */
export function useFrameBusy(busy: boolean): void {
  const report = useContext(FrameBusy);
  useLayoutEffect(() => {
    if (!busy || !report) return;
    report(1);
    return () => report(-1);
  }, [busy, report]);
}

/** Props of `InlineMessage`. */
export interface InlineMessageProps {
  /**
   * `danger` is announced at once (`role="alert"`); the others politely (`role="status"`). `warning` for something the
   * driver should act on that blocks nothing (issue 34: a licence about to expire).
   */
  tone: 'danger' | 'warning' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}

/** A message inside the page (not a toast): a refused login, a request sent, a licence about to expire. */
export function InlineMessage({ tone, children, id }: InlineMessageProps) {
  return (
    <p id={id} className={s.message[tone]} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** The page's layout classes (stacks, action rows, centred content) for the content inside the frame. */
export * as pageStyles from './PageFrame.css.ts';
