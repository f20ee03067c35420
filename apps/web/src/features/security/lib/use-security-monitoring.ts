import { useEffect } from 'react';
import { startSecurityMonitor, startSessionEvents } from './security-events';

/** Starts the page's security monitor (once), and the session events while `signedIn`. */
export function useSecurityMonitoring(signedIn: boolean): void {
  useEffect(() => {
    // The monitor stays for the life of the page: it is not tied to one screen.
    startSecurityMonitor();
  }, []);
  useEffect(() => (signedIn ? startSessionEvents() : undefined), [signedIn]);
}
