import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { BUSINESS_SECTORS, CUSTOMER_SOURCE_LABELS, CUSTOMER_SOURCES } from '@domain/vocabulary';
import { CUSTOMERS } from '../../messages';
import { DatePresetInput } from './DatePresetInput';
import { LEAD_STATUS_CHOICES } from './leadStatus';

const SECTOR_CHOICES = BUSINESS_SECTORS.map(({ value, label }) => ({ id: value, name: label }));
const SOURCE_CHOICES = CUSTOMER_SOURCES.map((source) => ({ id: source, name: CUSTOMER_SOURCE_LABELS[source] }));

export interface CustomerFilterOptions {
  /** The list filters by status; the board does not (each column is a status). */
  withStatus: boolean;
  /** A partner sees only its own provider's customers: no provider to choose. */
  withProvider: boolean;
}

/**
 * The filters of lead management and the board: the date preset, a search (q:
 * business name or the contact's name or email), status, sector (the wizard's sectors, shared
 * vocabulary), source (the wizard or how staff entered it) and the selected provider. All shown at once; react-admin keeps their values in its
 * store, so the list and the board share them.
 */
export const customerFilters = ({ withStatus, withProvider }: CustomerFilterOptions) => [
  <DatePresetInput key="dateFilter" source="dateFilter" alwaysOn />,
  <TextInput key="q" source="q" label={CUSTOMERS.filters.search} type="search" resettable alwaysOn />,
  ...(withStatus
    ? [
        <SelectInput
          key="status"
          source="status"
          label={CUSTOMERS.filters.status}
          choices={LEAD_STATUS_CHOICES}
          emptyText={CUSTOMERS.filters.allStatuses}
          alwaysOn
        />,
      ]
    : []),
  <SelectInput key="sector" source="sector" label={CUSTOMERS.filters.sector} choices={SECTOR_CHOICES} emptyText={CUSTOMERS.filters.allSectors} alwaysOn />,
  <SelectInput key="source" source="source" label={CUSTOMERS.filters.source} choices={SOURCE_CHOICES} emptyText={CUSTOMERS.filters.allSources} alwaysOn />,
  ...(withProvider
    ? [
        <ReferenceInput key="providerId" source="providerId" reference="providers" sort={{ field: 'name', order: 'ASC' }} perPage={100} alwaysOn>
          <SelectInput label={CUSTOMERS.filters.provider} optionText="name" emptyText={CUSTOMERS.filters.allProviders} />
        </ReferenceInput>,
      ]
    : []),
];
