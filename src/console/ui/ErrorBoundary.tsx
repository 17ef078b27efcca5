import { Component, type ReactNode } from 'react';

/** Catches render and chunk-load failures of a page and shows `fallback` instead. */
export class ErrorBoundary extends Component<{ fallback: (error: Error) => ReactNode; children: ReactNode; resetKey?: unknown }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: unknown }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('Page failed', error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
