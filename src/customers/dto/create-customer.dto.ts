import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail } from 'class-validator';
import { FieldDoc, FilledTextField, NumberField, OneOfField, WholeNumberField } from '../../common/validators/field-decorators';
import { TextMatching } from '../../common/validators/field-rules';
import { MANUAL_CUSTOMER_SOURCES } from '../../domain/vocabulary/customer-sources';
import { LEAD_STATUSES } from '../../domain/vocabulary/lead-statuses';
import { BUSINESS_SECTOR_VALUES } from '../../domain/vocabulary/sectors';
import { LEAD_FIELD_RULES } from '../../leads/dto/lead-fields';
import { PROFILE_FIELD_RULES } from '../../profiles/dto/profile-fields';
import { QuoteViewDto } from '../../quotes/dto/quote-view.dto';

/**
 * The rules of an enquiry staff enter by hand, each written once: the validation and the API
 * document read them. The business details and figures are the business profile's
 * (PROFILE_FIELD_RULES; the turnover at least £1, as the enquiry is priced at once) and the sector
 * one of the sectors; the contact, timeline and notes are an application's (LEAD_FIELD_RULES).
 */
export const MANUAL_ENQUIRY_FIELD_RULES = {
  businessName: PROFILE_FIELD_RULES.businessName,
  businessType: PROFILE_FIELD_RULES.businessType,
  businessSector: BUSINESS_SECTOR_VALUES,
  paymentStatus: PROFILE_FIELD_RULES.paymentStatus,
  monthlyTurnover: { ...PROFILE_FIELD_RULES.monthlyTurnover, min: 1 },
  transactionsPerMonth: PROFILE_FIELD_RULES.transactionsPerMonth,
  averageTransaction: PROFILE_FIELD_RULES.averageTransaction,
  cardVolume: PROFILE_FIELD_RULES.cardVolume,
  numberOfTerminals: PROFILE_FIELD_RULES.count,
  currentProvider: PROFILE_FIELD_RULES.currentProvider,
  currentTotalMonthlyCost: PROFILE_FIELD_RULES.currentTotalMonthlyCost,
  currentFeePercent: PROFILE_FIELD_RULES.currentFeePercent,
  currentAuthFee: PROFILE_FIELD_RULES.currentAuthFee,
  currentMonthlyAmount: PROFILE_FIELD_RULES.currentMonthlyAmount,
  firstName: LEAD_FIELD_RULES.firstName,
  lastName: LEAD_FIELD_RULES.lastName,
  email: LEAD_FIELD_RULES.email,
  phone: LEAD_FIELD_RULES.phone,
  companyName: LEAD_FIELD_RULES.companyName,
  timeline: LEAD_FIELD_RULES.timeline,
  notes: LEAD_FIELD_RULES.additionalRequirements,
  source: MANUAL_CUSTOMER_SOURCES,
  selectedProviderId: { minimum: 1, maximum: 2147483647 },
} as const;

const RULES = MANUAL_ENQUIRY_FIELD_RULES;

/** A card volume as the wizard takes it: debit + credit above 100 are £ a month, otherwise percentages of turnover. */
const VOLUME_DOC = 'As the wizard takes it: when debit + credit are more than 100 both are £ a month, otherwise percentages of the card turnover';

/** Trimmed; a valid address of at most RULES.email.maxLength characters. */
const EmailField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(FilledTextField(RULES.email, 'required', { format: 'email', ...doc }), IsEmail({}, { message: 'email must be a valid email address' }));

/** A phone number as the wizard's application form takes it. */
const PhoneField = (doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    FilledTextField(RULES.phone, 'required', { pattern: RULES.phone.pattern.source, ...doc }),
    TextMatching(RULES.phone.pattern, 'a phone number of 7 to 25 digits, spaces, +, - or brackets'),
  );

/** POST /api/crm/customers: an enquiry that did not come through the wizard (phone, email, referral, event). */
export class CreateCustomerDto {
  @OneOfField(RULES.source, 'required', { description: 'How the enquiry reached us' })
  source: (typeof MANUAL_CUSTOMER_SOURCES)[number];

  @OneOfField(RULES.businessType, 'required')
  businessType: string;

  @FilledTextField(RULES.businessName, 'required', { example: 'The Corner Café' })
  businessName: string;

  @OneOfField(RULES.businessSector, 'required', { example: 'food_beverage' })
  businessSector: string;

  @OneOfField(RULES.paymentStatus, 'required', { description: 'new: no card payments yet; existing: takes cards; contract: in a contract' })
  paymentStatus: string;

  @NumberField(RULES.monthlyTurnover, { example: 10000, description: 'Monthly card turnover, £' }, ' (pounds)', 'required')
  monthlyTurnover: number;

  @WholeNumberField(
    { minimum: RULES.transactionsPerMonth.min, maximum: RULES.transactionsPerMonth.max },
    'optional',
    `transactionsPerMonth must be a whole number from ${RULES.transactionsPerMonth.min} to ${RULES.transactionsPerMonth.max}`,
    { nullable: true, example: 400 },
  )
  transactionsPerMonth?: number | null;

  @NumberField(RULES.averageTransaction, { example: 25, description: '£ (left out: turnover / transactions)' }, ' (pounds)')
  averageTransaction?: number | null;

  @NumberField(RULES.cardVolume, { example: 70, description: `Debit cards. ${VOLUME_DOC}` })
  debitCardVolume?: number | null;

  @NumberField(RULES.cardVolume, { example: 30, description: `Credit cards. ${VOLUME_DOC}` })
  creditCardVolume?: number | null;

  @NumberField(RULES.cardVolume, { example: 10, description: 'Corporate (business) cards, as the wizard takes it' })
  corporateCardVolume?: number | null;

  @NumberField(RULES.numberOfTerminals, { example: 1 })
  numberOfTerminals?: number | null;

  @FilledTextField(RULES.currentProvider, 'optional', { example: 'Worldpay' })
  currentProvider?: string | null;

  @NumberField(RULES.currentTotalMonthlyCost, { description: 'What the business pays a month today, £, if known' }, ' (pounds)')
  currentTotalMonthlyCost?: number | null;

  @NumberField(RULES.currentFeePercent, { description: "Today's debit card fee, %, if known" }, ' (percent)')
  currentDebitFee?: number | null;

  @NumberField(RULES.currentFeePercent, { description: "Today's credit card fee, %, if known" }, ' (percent)')
  currentCreditFee?: number | null;

  @NumberField(RULES.currentAuthFee, { description: "Today's authorisation fee, pence, if known" }, ' (pence)')
  currentAuthFee?: number | null;

  @NumberField(RULES.currentMonthlyAmount, { description: "Today's monthly fees, £, if known" }, ' (pounds)')
  currentMonthlyFees?: number | null;

  @NumberField(RULES.currentMonthlyAmount, { description: "Today's terminal rental, £ a month, if known" }, ' (pounds)')
  currentTerminalRental?: number | null;

  @FilledTextField(RULES.firstName, 'required', { example: 'Jane' })
  firstName: string;

  @FilledTextField(RULES.lastName, 'required', { example: 'Smith' })
  lastName: string;

  @EmailField({ example: 'jane@cornercafe.co.uk' })
  email: string;

  @PhoneField({ example: '07700 900123' })
  phone: string;

  @FilledTextField(RULES.companyName, 'optional', { example: 'The Corner Café Ltd', description: 'Left out: the business name' })
  companyName?: string | null;

  @OneOfField(RULES.timeline, 'optional', { default: 'exploring', description: 'When the customer wants to switch' })
  timeline?: string;

  @FilledTextField(RULES.notes, 'optional', { description: 'What the customer asked for' })
  notes?: string | null;

  @WholeNumberField(RULES.selectedProviderId, 'optional', 'selectedProviderId must be a provider id', {
    nullable: true,
    description: "The provider the customer chose, if any: one of the providers these figures are quoted for (the comparison's best 4)",
  })
  selectedProviderId?: number | null;
}

/** The lead created with the customer. */
export class CreatedLeadDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'MC-7K3P9QXA' }) applicationReference: string;
  @ApiProperty({ enum: LEAD_STATUSES, example: 'created' }) status: string;
}

/** The answer of POST /api/crm/customers: the new customer, its lead and the quotes it was priced at. */
export class CustomerCreatedDto {
  @ApiProperty({ format: 'uuid', description: "The customer's id (GET /api/crm/customers/{id})" }) id: string;
  @ApiProperty({ enum: MANUAL_CUSTOMER_SOURCES }) source: string;
  @ApiProperty({ type: CreatedLeadDto }) lead: CreatedLeadDto;
  @ApiProperty({ type: [QuoteViewDto], description: "The stored quotes, best first: the comparison's best 4 for these figures" }) quotes: QuoteViewDto[];
  @ApiProperty({ example: 412.5, description: 'What the business pays today, £ a month, as the comparison works it out' }) currentMonthlyCost: number;
  @ApiProperty({ enum: ['total_cost_input', 'calculated_from_rates', 'market_defaults'] }) currentCostSource: string;
}
