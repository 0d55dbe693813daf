import { ADMINISTRATION } from '../../messages';
import { AdminOnly } from '../admin-console/AdminOnly';
import { ConsoleUsers } from '../admin-console/ConsoleUsers';
import { FigureCards } from '../admin-console/FigureCards';
import { RetentionPanel } from '../admin-console/RetentionPanel';
import { SettingsLinks } from '../admin-console/SettingsLinks';
import { healthFigures } from '../admin-console/systemFigures';
import { TabbedScreen } from '../admin-console/TabbedScreen';
import { RetentionStatusPanel } from './RetentionStatusPanel';

const { tabs } = ADMINISTRATION;

/**
 * The administration page at /crm/admin (and /crm-admin; admin only): data
 * retention (status, records, cleanup), user management, system health from the real figures,
 * and the settings links.
 */
export const AdministrationPage = () => (
  <AdminOnly page="administration">
    <TabbedScreen
      title={ADMINISTRATION.title}
      tabs={[
        {
          key: 'retention',
          label: tabs.retention,
          content: (
            <>
              <RetentionStatusPanel />
              <RetentionPanel />
            </>
          ),
        },
        { key: 'users', label: tabs.users, content: <ConsoleUsers /> },
        { key: 'health', label: tabs.health, content: <FigureCards figures={healthFigures} /> },
        { key: 'settings', label: tabs.settings, content: <SettingsLinks /> },
      ]}
    />
  </AdminOnly>
);
