import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsDefined, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidationOptions } from 'class-validator';
import { ToNumber, ToPercent, Trim } from '../../common/transforms/coerce';
import { FieldDoc, OneOfField, TextRule } from '../../common/validators/field-decorators';
import { NumberBounds } from '../../domain/number-bounds';
import { BUSINESS_TYPES } from '../../domain/pricing/types';

export { BUSINESS_TYPES };
export const PAYMENT_STATUSES = ['new', 'existing', 'contract'] as const;

/** A list of texts of at most itemMaxLength characters each. */
export interface TextItemsRule {
  itemMaxLength: number;
}

/**
 * The rules of a business profile's fields (the wizard's answers), each written once: the
 * validation and the API document read them. Amounts in £ take 2 decimal places, fees and shares
 * 4; card volumes are £ a month or percentages (as the wizard takes them), within one bound.
 */
export const PROFILE_FIELD_RULES = {
  businessType: BUSINESS_TYPES,
  businessName: { maxLength: 200 },
  businessSector: { maxLength: 60 },
  paymentStatus: PAYMENT_STATUSES,
  monthlyTurnover: { min: 0, max: 1e10, decimals: 2 },
  cardVolume: { min: 0, max: 1e10, decimals: 2 },
  transactionsPerMonth: { min: 0, max: 1e9, decimals: 0 },
  averageTransaction: { min: 0, max: 1e8, decimals: 2 },
  currentProvider: { maxLength: 120 },
  /** paymentMethods, cardTypes and connectivityPreferences: option values. */
  optionList: { itemMaxLength: 40 },
  needsIntegration: { maxLength: 40 },
  integrationSpecific: { maxLength: 120 },
  terminalTypePreference: { maxLength: 40 },
  softwareIntegrationPrefs: { itemMaxLength: 60 },
  /** numberOfTerminals and merchantAccounts. */
  count: { min: 1, max: 1000, decimals: 0 },
  currentTotalMonthlyCost: { min: 0, max: 1e9, decimals: 2 },
  /** The current debit, credit, corporate credit, card-not-present and international fees, %. */
  currentFeePercent: { min: 0, max: 100, decimals: 4 },
  currentAuthFee: { min: 0, max: 10000, decimals: 4 },
  /** The current monthly fees, terminal rental and other fees, £ a month. */
  currentMonthlyAmount: { min: 0, max: 1e8, decimals: 2 },
  /** personalCorporateSplit, ukInternationalSplit and f2fCnpSplit, %. */
  share: { min: 0, max: 100, decimals: 4 },
} as const;

/** Figures are taken as numbers or as formatted text ("10,000", "£25.50"); the document says both. */
const NUMBER_OR_TEXT = { oneOf: [{ type: 'number' }, { type: 'string', description: 'a formatted figure: "10,000", "£25.50"' }] };
/** A percentage is taken as a number (or formatted text) or a one-element list ([80]), which the wizard sends. */
const PERCENT = {
  oneOf: [{ type: 'number' }, { type: 'string', description: 'a formatted figure' }, { type: 'array', items: { type: 'number' }, minItems: 1, maxItems: 1 }],
};

/**
 * The wizard and the back-office show the messages these fields have always answered
 * ('businessType is required', 'numberOfTerminals must be at least 1'...), so these decorators
 * keep class-validator's checks and take their bounds from PROFILE_FIELD_RULES. The validators are
 * listed in the order they are checked, which is the order of the messages of a value wrong in
 * several ways.
 */

type Message = ValidationOptions['message'];

const withMessage = (message: Message | undefined): ValidationOptions => (message === undefined ? {} : { message });

const isRequired = ({ property }: { property: string }): string => `${property} is required`;

/** Step 1: one of a closed list ('businessType must be one of: ...'); missing answers '<field> is required'. */
export const DetailOneOfField = (values: readonly string[], doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(OneOfField(values, 'required', doc), IsDefined({ message: isRequired }));

/** Step 1: a text, trimmed unless isTrimmed is false; missing or empty answers '<field> is required'. */
export const DetailTextField = (rule: TextRule, doc: FieldDoc = {}, isTrimmed = true): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ ...doc, maxLength: rule.maxLength }),
    ...(isTrimmed ? [Trim()] : []),
    MaxLength(rule.maxLength),
    IsNotEmpty({ message: isRequired }),
    IsString(),
    IsDefined({ message: isRequired }),
  );

/** A text that may be left out or null; trimmed unless isTrimmed is false. */
export const OptionalTextField = (rule: TextRule, doc: FieldDoc = {}, isTrimmed = true): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, ...doc, maxLength: rule.maxLength }),
    IsOptional(),
    ...(isTrimmed ? [Trim()] : []),
    MaxLength(rule.maxLength),
    IsString(),
  );

/** A list of texts that may be left out or null (the document puts a list's maxLength on its items). */
export const OptionalTextItemsField = (rule: TextItemsRule, doc: FieldDoc = {}): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ nullable: true, type: [String], ...doc, maxLength: rule.itemMaxLength }),
    IsOptional(),
    MaxLength(rule.itemMaxLength, { each: true }),
    IsString({ each: true }),
    IsArray(),
  );

interface FigureMessages {
  notNumber?: Message;
  belowMinimum?: Message;
  aboveMaximum?: Message;
}

/**
 * A figure that may be left out or null, coerced from formatted text (or, for a share, a
 * one-element list) and checked against its bounds: a whole number when rule.decimals is 0.
 */
function figure(rule: NumberBounds, doc: FieldDoc, messages: FigureMessages, isShare = false): PropertyDecorator {
  const isNumber =
    rule.decimals === 0
      ? IsInt(withMessage(messages.notNumber))
      : IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: rule.decimals }, withMessage(messages.notNumber));
  return applyDecorators(
    ApiPropertyOptional({ nullable: true, ...(isShare ? PERCENT : NUMBER_OR_TEXT), minimum: rule.min, maximum: rule.max, ...doc }),
    IsOptional(),
    isShare ? ToPercent() : ToNumber(),
    Max(rule.max, withMessage(messages.aboveMaximum)),
    Min(rule.min, withMessage(messages.belowMinimum)),
    isNumber,
  );
}

/** Turnover, volumes, transactions: class-validator's own messages. */
export const AmountField = (rule: NumberBounds, doc: FieldDoc = {}): PropertyDecorator => figure(rule, doc, {});

/** What the business pays today (minimum 0): a negative one answers '<field> must not be negative'. */
export const CurrentCostField = (rule: NumberBounds, doc: FieldDoc = {}): PropertyDecorator =>
  figure(rule, doc, { belowMinimum: ({ property }) => `${property} must not be negative` });

/** A count of things: '<field> must be a whole number', '<field> must be at least 1'. */
export const CountField = (rule: NumberBounds, doc: FieldDoc = {}): PropertyDecorator =>
  figure(rule, doc, {
    notNumber: ({ property }) => `${property} must be a whole number`,
    belowMinimum: ({ property }) => `${property} must be at least ${rule.min}`,
  });

/** A share, %: '<field> must be a percentage', '<field> must be between 0 and 100'. */
export const ShareField = (rule: NumberBounds, doc: FieldDoc = {}): PropertyDecorator => {
  const outside: Message = ({ property }) => `${property} must be between ${rule.min} and ${rule.max}`;
  return figure(rule, doc, { notNumber: ({ property }) => `${property} must be a percentage`, belowMinimum: outside, aboveMaximum: outside }, true);
};
