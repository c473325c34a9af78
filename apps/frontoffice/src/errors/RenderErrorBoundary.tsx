import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyRenderErrorPage } from './LazyRenderErrorPage.tsx';
import { reportableUrl, type ErrorReporter } from './reporter.ts';

/** Props of {@link RenderErrorBoundary}. */
export interface RenderErrorBoundaryProps {
  report: ErrorReporter;
  children: ReactNode;
}

/** Catches unexpected render errors anywhere below: "sorry, please reload", and a report (spec §8). */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report(error, { componentStack: info.componentStack, url: reportableUrl(window.location) });
  }

  override render() {
    return this.state.failed ? <LazyRenderErrorPage /> : this.props.children;
  }
}
