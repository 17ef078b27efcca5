import { lazy, Suspense, use, type ReactNode } from 'react';
import type * as Frame from './ModalFrame';
import type { ModalProps } from './ModalFrame';

export type { ModalProps };

let framePromise: Promise<typeof Frame> | null = null;
/** Headless UI's dialog code is fetched when a dialog first opens, not with the page. */
const loadFrame = () => (framePromise ??= import('./ModalFrame'));
/**
 * Fetches the dialog code ahead of time: a page whose main action confirms in a dialog (the sending
 * form) calls it on mount, so the dialog opens even if the connection drops before the worker controls the page.
 */
export function preloadModal(): void {
  void loadFrame().catch(() => {
    framePromise = null;
  });
}
const LazyFrame = lazy(() => loadFrame().then((m) => ({ default: m.ModalFrame })));

/** The one modal frame of the console: dimmed backdrop, a panel that scrolls with the page on small screens, focus kept inside. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyFrame {...props} />
    </Suspense>
  );
}

/** The dialog's name, for content that lays its title out itself (rendered inside an open Modal, so its code is loaded). */
export function ModalTitle({ children }: { children: ReactNode }) {
  const { ModalTitle: Title } = use(loadFrame());
  return <Title>{children}</Title>;
}
