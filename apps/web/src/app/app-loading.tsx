import { STORE_NAME } from '@store/contract/constants';
import { LogoMark } from '#web/components/ui/logo';

/** Full-page placeholder while a page outside the main layout loads its code. */
export function AppLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600"
    >
      <LogoMark className="size-12 text-brand-700 motion-safe:animate-pulse" />
      <p className="text-sm">Loading {STORE_NAME}…</p>
    </div>
  );
}
