// Catches render errors: reports them through the logMessage mutation, then sends the user to /error. A new page
// (`resetKey`, the path) clears the failure without remounting what is on screen, so a layout shared by several
// pages (the bank link's one Plaid Link) lives on from page to page.
import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: Error, componentStack: string) => void;
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    this.props.onError(error, info.componentStack ?? '');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
