import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApplicationErrorPage } from './pages/application-error-page';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the location), a shown error is cleared. */
  resetKey?: string;
}

/** Catches render errors and failed/timed-out lazy screens and shows the Application Error page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <ApplicationErrorPage error={this.state.error} /> : this.props.children;
  }
}
