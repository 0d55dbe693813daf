import { ADMIN_CONSOLE } from '../../messages';
import { ADMIN_CONSOLE_TABS } from '../../paths';
import { AdminOnly } from './AdminOnly';
import { ConsoleQuickActions } from './ConsoleQuickActions';
import { ConsoleUsers } from './ConsoleUsers';
import { FigureCards } from './FigureCards';
import { RetentionPanel } from './RetentionPanel';
import { SettingsLinks } from './SettingsLinks';
import { statCards } from './systemFigures';
import { TabbedScreen } from './TabbedScreen';
import { useTabParam } from './useTabParam';

const { tabs } = ADMIN_CONSOLE;

const AdminConsole = () => {
  const [, openTab] = useTabParam(ADMIN_CONSOLE_TABS);
  return (
    <TabbedScreen
      title={ADMIN_CONSOLE.title}
      subtitle={ADMIN_CONSOLE.subtitle}
      tabs={[
        {
          key: 'overview',
          label: tabs.overview,
          content: (
            <>
              <FigureCards figures={statCards} />
              <ConsoleQuickActions openTab={openTab} />
            </>
          ),
        },
        { key: 'users', label: tabs.users, content: <ConsoleUsers /> },
        { key: 'data', label: tabs.data, content: <RetentionPanel /> },
        { key: 'settings', label: tabs.settings, content: <SettingsLinks /> },
      ]}
    />
  );
};

/** The admin console at /crm/admin-consolidated (admin only): four tabs, the open one in ?tab=. */
export const AdminConsolePage = () => (
  <AdminOnly page="admin-console">
    <AdminConsole />
  </AdminOnly>
);
