import { describeError } from '@sf/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link RemoteErrorBoundary}. */
export interface RemoteErrorBoundaryProps {
  /** Remote name, for the log line. */
  readonly name: string;
  /** What to show instead of the broken tree (the localized fallback notice). */
  readonly fallback: ReactNode;
  readonly children?: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * Catches render errors of a remote's tree (spec section 8: "Render errors show a fallback and are
 * logged"): logs `REMOTE-002` with `console.error` and shows the fallback in the slot, so the rest
 * of the page keeps working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.name}] ${describeError('REMOTE-002')}`, error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
