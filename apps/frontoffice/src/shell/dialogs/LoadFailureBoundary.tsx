import { Component, type ReactNode } from 'react';

/** Props of {@link LoadFailureBoundary}. */
export interface LoadFailureBoundaryProps {
  /** What is logged with the error, in English for the console (never shown). */
  what: string;
  children: ReactNode;
}

/**
 * Around each dialog the shell opens by itself for a member (new terms to accept, the welcome): when its code cannot
 * be downloaded (the network gone right after signing in, before the offline worker keeps the app's files), nothing is
 * shown instead of the whole page being replaced by "sorry, please reload" (the root's boundary). The page the driver
 * came for stays usable; the dialog, which nothing marked as seen or answered, opens on a later visit.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} could not be loaded`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
