import type { ReactNode } from 'react';
import { LanguageToggle } from './LanguageToggle';

/** Frame of the public pages: a calm background, the language choice, the card in the middle. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-slate-50 to-indigo-50/40">
      <header className="flex justify-end px-4 py-3">
        <LanguageToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-4 sm:pt-10">
        {children}
      </main>
    </div>
  );
}
