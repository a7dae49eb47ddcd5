// Catches render errors: reports them through the logMessage mutation, then sends the user to /error.
import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: Error, componentStack: string) => void;
  children: ReactNode;
}

export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    this.props.onError(error, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
