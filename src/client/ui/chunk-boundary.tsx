/**
 * A part of a page whose code is fetched later (the RSVP form, the Thank You screen) that can fail to arrive
 * on a dropped connection. The failure stays inside that part, as a sentence with "Try again", instead of
 * reaching the router's boundary and replacing the whole page.
 */
import { RotateCw, WifiOff } from "lucide-react";
import { Component, type ReactNode, lazy } from "react";

export const CHUNK_FAILED = "This part of the page did not load. Please check your connection and try again.";

/**
 * React.lazy keeps a failed import for good; this one starts a fresh import after retry(), so "Try again"
 * can fetch the code anew.
 */
export function retryingLazy<P extends object>(load: () => Promise<{ default: (props: P) => ReactNode }>) {
  let Current = lazy(load);
  function Lazy(props: P) {
    return <Current {...props} />;
  }
  return Object.assign(Lazy, { retry: () => void (Current = lazy(load)) });
}

export function ChunkFailed({ onRetry, message = CHUNK_FAILED }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-line bg-white/80 px-6 py-8 text-center text-ink">
      <WifiOff aria-hidden className="size-6 text-gold" />
      <p className="text-sm">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-6 text-sm font-semibold text-white hover:bg-wine-dark"
      >
        <RotateCw aria-hidden className="size-4" /> Try again
      </button>
    </div>
  );
}

export class ChunkBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? <ChunkFailed onRetry={this.retry} /> : this.props.children;
  }
}
