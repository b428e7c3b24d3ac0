import {Component, type ReactNode} from 'react';

interface Props {
  /** Shown instead of the block if it throws while rendering. */
  fallback: ReactNode;
  /** Told of the error (after it has been reported). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Contains a render error of one block (an embed, a video, the search's results, including code
 * that failed to load) so the page stays up. Give it a new `key` to try the block again.
 */
export default class BlockBoundary extends Component<Props, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError() {
    return {failed: true};
  }

  componentDidCatch(error: unknown) {
    // Report, but do not rethrow: one broken block must not blank the page.
    console.warn('A block failed to render:', error);
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? (
      <div data-block-failed="true">{this.props.fallback}</div>
    ) : (
      this.props.children
    );
  }
}
