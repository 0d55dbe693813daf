import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadCompany, type PublicCompany } from './company';

const CompanyContext = createContext<PublicCompany | null>(null);

/** Asks for the company once when the site starts and gives it to every screen. */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const [company, setCompany] = useState<PublicCompany | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadCompany().then(
      (answer) => {
        if (isCurrent) setCompany(answer);
      },
      () => {
        // Unreachable API: the links stay inactive, as while loading; the rest of the site works.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return <CompanyContext.Provider value={company}>{children}</CompanyContext.Provider>;
}

/** The company, or null while it is not known yet. */
export function useCompany(): PublicCompany | null {
  return useContext(CompanyContext);
}
