import { Component, type ReactNode } from 'react';
import RouteErrorPage from '@/pages/RouteErrorPage';

interface Props {
  /** The boundary clears when this changes, so navigating away from a broken page works. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * D8: a page that throws, or whose lazy chunk fails to load, shows the branded error screen
 * inside the chrome. (The declarative router has no errorElement; see docs/architecture.md,
 * "Deviations from the architecture brief".)
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.setState({ error: null });
    }
  }

  override render() {
    return this.state.error !== null ? (
      <RouteErrorPage error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
