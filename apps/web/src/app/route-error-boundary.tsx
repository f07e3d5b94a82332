import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  /** The address shown: the error is forgotten when the user goes to another. */
  address: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  address: string;
  hasError: boolean;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, address: this.props.address, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.address === state.address
      ? null
      : { address: props.address, error: undefined, hasError: false };
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * A screen that fails to render shows the error page instead of a blank app (the data router's
 * `errorElement` did this before, ADR-029); going to another address tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <Boundary address={`${pathname}${search}`}>{children}</Boundary>;
}
