import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Spec §9: at most 3 visible, 4000 ms, dismissable by swipe or the close button. */
export function Toaster() {
  const { resolved } = useTheme();
  return (
    <SonnerToaster theme={resolved} visibleToasts={3} duration={4000} closeButton richColors position="top-center" />
  );
}
