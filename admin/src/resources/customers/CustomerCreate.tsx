import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Create,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  maxValue,
  minValue,
  required,
  useRedirect,
} from 'react-admin';
import { CUSTOMER_SOURCE_LABELS, MANUAL_CUSTOMER_SOURCES } from '@domain/vocabulary/customer-sources';
import { BUSINESS_TYPE_OPTIONS, PAYMENT_STATUS_OPTIONS, SECTOR_OPTIONS, TIMELINE_OPTIONS, type Option } from '@domain/vocabulary/wizard-options';
import { InvalidFormNotifier } from '../../components/InvalidFormNotifier';
import { userFacingMessage } from '../../httpClient';
import { CUSTOMER_CREATE } from '../../messages';
import { customerPath } from '../../paths';
import { useToast } from '../../useToast';
import { toCreateCustomerBody, isMissingRequired } from './customerCreateForm';

const { fields, sections, hints } = CUSTOMER_CREATE;

const choices = (options: readonly Option[]) => options.map(({ value, label }) => ({ id: value, name: label }));
const SOURCE_CHOICES = MANUAL_CUSTOMER_SOURCES.map((source) => ({ id: source, name: CUSTOMER_SOURCE_LABELS[source] }));

const requiredField = required();
const percentField = [minValue(0), maxValue(100)];
const notNegative = minValue(0);

/** A titled group of the form's fields, laid out in columns that wrap on a phone. */
const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ width: '100%', mb: 2 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
      {children}
    </Box>
  </Box>
);

const CreateToolbar = () => (
  <Toolbar>
    {/* Enabled before anything is typed: saving an empty form says what is missing. */}
    <SaveButton label={CUSTOMER_CREATE.save} alwaysEnable />
  </Toolbar>
);

/**
 * Entering a customer by hand (/crm/customers/new, admins and staff): the wizard's business
 * details, the contact, the figures the comparison prices and how the enquiry reached us. The
 * server prices it with the wizard's comparison and stores it with its quotes and lead; the new
 * customer's detail opens.
 */
export const CustomerCreate = () => {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Create
      resource="customers"
      title={CUSTOMER_CREATE.title}
      transform={toCreateCustomerBody}
      mutationOptions={{
        onSuccess: (created: { id: string; businessName?: string }, variables: { data?: { businessName?: string } }) => {
          toast(CUSTOMER_CREATE.created(variables.data?.businessName ?? created.businessName ?? ''));
          redirect(customerPath(created.id));
        },
        onError: (error: unknown) => toast(CUSTOMER_CREATE.createFailed(userFacingMessage(error)), 'error'),
      }}
    >
      <SimpleForm defaultValues={{ source: 'phone' }} toolbar={<CreateToolbar />} noValidate disableInvalidFormNotification>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {CUSTOMER_CREATE.intro}
        </Typography>
        <FormSection title={sections.business}>
          <SelectInput source="source" label={fields.source} choices={SOURCE_CHOICES} validate={requiredField} />
          <TextInput source="businessName" label={fields.businessName} validate={requiredField} />
          <SelectInput source="businessType" label={fields.businessType} choices={choices(BUSINESS_TYPE_OPTIONS)} validate={requiredField} />
          <SelectInput source="businessSector" label={fields.businessSector} choices={choices(SECTOR_OPTIONS)} validate={requiredField} />
          <SelectInput source="paymentStatus" label={fields.paymentStatus} choices={choices(PAYMENT_STATUS_OPTIONS)} validate={requiredField} />
        </FormSection>
        <FormSection title={sections.contact}>
          <TextInput source="firstName" label={fields.firstName} autoComplete="off" validate={requiredField} />
          <TextInput source="lastName" label={fields.lastName} autoComplete="off" validate={requiredField} />
          <TextInput source="email" label={fields.email} type="email" autoComplete="off" validate={[required(), email()]} />
          <TextInput source="phone" label={fields.phone} type="tel" autoComplete="off" validate={requiredField} />
          <TextInput source="companyName" label={fields.companyName} helperText={hints.companyName} />
        </FormSection>
        <FormSection title={sections.figures}>
          <NumberInput source="monthlyTurnover" label={fields.monthlyTurnover} min={1} validate={[required(), minValue(1)]} />
          <NumberInput source="transactionsPerMonth" label={fields.transactionsPerMonth} min={0} step={1} validate={notNegative} />
          <NumberInput source="averageTransaction" label={fields.averageTransaction} min={0} validate={notNegative} />
          <NumberInput source="debitCardVolume" label={fields.debitCardVolume} min={0} max={100} validate={percentField} helperText={hints.split} />
          <NumberInput source="creditCardVolume" label={fields.creditCardVolume} min={0} max={100} validate={percentField} helperText={hints.split} />
          <NumberInput source="corporateCardVolume" label={fields.corporateCardVolume} min={0} max={100} validate={percentField} />
          <NumberInput source="numberOfTerminals" label={fields.numberOfTerminals} min={1} step={1} validate={minValue(1)} />
        </FormSection>
        <FormSection title={sections.currentCosts}>
          <TextInput source="currentProvider" label={fields.currentProvider} />
          <NumberInput source="currentTotalMonthlyCost" label={fields.currentTotalMonthlyCost} min={0} validate={notNegative} />
          <NumberInput source="currentDebitFee" label={fields.currentDebitFee} min={0} max={100} validate={percentField} />
          <NumberInput source="currentCreditFee" label={fields.currentCreditFee} min={0} max={100} validate={percentField} />
          <NumberInput source="currentAuthFee" label={fields.currentAuthFee} min={0} validate={notNegative} />
          <NumberInput source="currentMonthlyFees" label={fields.currentMonthlyFees} min={0} validate={notNegative} />
          <NumberInput source="currentTerminalRental" label={fields.currentTerminalRental} min={0} validate={notNegative} />
        </FormSection>
        <FormSection title={sections.choice}>
          <ReferenceInput source="selectedProviderId" reference="providers" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
            <SelectInput label={fields.selectedProviderId} optionText="name" emptyText={CUSTOMER_CREATE.noProvider} helperText={hints.selectedProvider} />
          </ReferenceInput>
          <SelectInput source="timeline" label={fields.timeline} choices={choices(TIMELINE_OPTIONS)} emptyText={CUSTOMER_CREATE.notGiven} />
          <TextInput source="notes" label={fields.notes} multiline minRows={2} />
        </FormSection>
        <InvalidFormNotifier isMissingRequired={isMissingRequired} missing={CUSTOMER_CREATE.missing} />
      </SimpleForm>
    </Create>
  );
};
