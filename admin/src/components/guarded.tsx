import type { ComponentType, LazyExoticComponent } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

/**
 * Mounts a resource view only once canAccess allows it. react-admin's own views start their
 * query while they check access, so a refused user would otherwise trigger a 403 from the API,
 * which checkError treats as signed out.
 */
export const guarded = (View: ComponentType | LazyExoticComponent<ComponentType>, action: 'list' | 'create' | 'edit' | 'show') => {
  const GuardedView = () => (
    <CanAccess action={action} loading={<Loading />} accessDenied={<AccessDeniedPage />}>
      <View />
    </CanAccess>
  );
  GuardedView.displayName = `Guarded(${action})`;
  return GuardedView;
};
