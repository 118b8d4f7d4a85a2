import { useEffect } from 'react';
import './print-page.css';

/** While the page is shown, printing leaves out the site's header, notices and footer (print-page.css). */
export function usePrintPage(): void {
  useEffect(() => {
    document.body.classList.add('fb-print-page');
    return () => document.body.classList.remove('fb-print-page');
  }, []);
}
