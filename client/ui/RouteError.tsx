import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Shown when a screen throws: says what happened instead of a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <section className="centered-page" role="alert">
      <h1>Something went wrong</h1>
      <p className="muted">{detail}</p>
      <div className="button-row button-row--center">
        <a href="/" className="btn btn--primary">
          Reload the start page
        </a>
        <Link to="/lobby" className="btn btn--ghost">
          Go to the lobby
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Catches what a page throws while rendering; going to another page clears it. */
class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The pages' error boundary (a failed chunk load lands here too). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
