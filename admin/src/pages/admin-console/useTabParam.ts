import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a tabbed screen, kept in the address (?tab=) so a link can open a tab (the
 * dashboard's System Settings opens the admin console's settings) and Back returns to the last one.
 */
export const useTabParam = <Tab extends string>(tabs: readonly Tab[]): [Tab, (tab: Tab) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const setTab = (next: Tab) => setSearchParams(next === tabs[0] ? {} : { tab: next });
  return [tab, setTab];
};
