import {Component, type ReactNode} from 'react';

interface Props {
  /** Shown instead of the block if it throws while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Contains a render error of one content block (an embed, a video) so the page stays up. */
export default class BlockBoundary extends Component<Props, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: unknown) {
    // Report, but do not rethrow: one broken block must not blank the page.
    console.warn('A content block failed to render:', error);
  }

  render() {
    return this.state.failed ? (
      <div data-block-failed="true">{this.props.fallback}</div>
    ) : (
      this.props.children
    );
  }
}
