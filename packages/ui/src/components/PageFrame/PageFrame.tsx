import type { ReactNode } from 'react';
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

/** The frame of a page: heading, width and spacing, phone first. */
export function PageFrame({ title, headerEnd, width = 'form', align = 'start', lang, busy, children }: PageFrameProps) {
  return (
    <div className={s.frame[width]} lang={lang} aria-busy={busy || undefined}>
      {(title != null || headerEnd != null) && (
        <div className={align === 'center' ? `${s.header} ${s.centeredHeader}` : s.header}>
          {title != null && <h1 className={s.title}>{title}</h1>}
          {headerEnd}
        </div>
      )}
      {children}
    </div>
  );
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
