import { ProviderViewDto } from './dto/provider-view.dto';
import { TerminalAdminViewDto } from './dto/terminal-admin-view.dto';
import { TerminalViewDto } from './dto/terminal-view.dto';
import { Provider } from './entities/provider.entity';
import { Terminal } from './entities/terminal.entity';
import { missingProviderFields, missingSummaryTerms, missingTerminalFields, summaryTermsScore } from '../domain/catalogue-rules/quality';

/** A provider as every back-office answer shows it. */
export function toProviderView(p: Provider): ProviderViewDto {
  return {
    id: p.id,
    name: p.name,
    logo: p.logo,
    status: p.status,
    dataQualityScore: p.dataQualityScore,
    missingFields: missingProviderFields(p),
    summaryTermsScore: summaryTermsScore(p),
    missingSummaryTerms: missingSummaryTerms(p),
    dataVersion: p.dataVersion,
    supportLocation: p.supportLocation,
    escalationPoint: p.escalationPoint,
    contractTermMonths: p.contractTermMonths,
    deliveryDays: p.deliveryDays,
    noticePeriodDays: p.noticePeriodDays,
    exitFee: p.exitFee,
    terminalLeaseMonths: p.terminalLeaseMonths,
    settlementTime: p.settlementTime,
    supportHours: p.supportHours,
    otherMonthlyFees: p.otherMonthlyFees,
    otherMonthlyFeesLabel: p.otherMonthlyFeesLabel,
    debitFeeMin: p.debitFeeMin,
    debitFeeMax: p.debitFeeMax,
    creditFeeMin: p.creditFeeMin,
    creditFeeMax: p.creditFeeMax,
    authorizationFee: p.authorizationFee,
    monthlyMinimumFee: p.monthlyMinimumFee,
    setupFee: p.setupFee,
    terminalRentalMin: p.terminalRentalMin,
    terminalRentalMax: p.terminalRentalMax,
    paymentTypes: p.paymentTypes,
    connectionMethods: p.connectionMethods,
    eposIntegration: p.eposIntegration,
    merchantCompareRating: p.merchantCompareRating,
    trustpilotRating: p.trustpilotRating,
    trustpilotUrl: p.trustpilotUrl,
    companyDescription: p.companyDescription,
    features: p.features,
    paymentGateways: p.paymentGateways,
    ecommercePlatforms: p.ecommercePlatforms,
    eposSystems: p.eposSystems,
    apiIntegrations: p.apiIntegrations,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** A terminal as every back-office answer shows it: the public view, with its provider's name, quality and audit times. */
export function toTerminalView(t: Terminal, providerName: string): TerminalAdminViewDto {
  return {
    ...toPublicTerminalView(t),
    providerName,
    dataQualityScore: t.dataQualityScore,
    missingFields: missingTerminalFields(t),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** A terminal as the public site shows it: the listed fields only, never the back-office's (quality, audit times). */
export function toPublicTerminalView(t: Terminal): TerminalViewDto {
  return {
    id: t.id,
    providerId: t.providerId,
    name: t.name,
    type: t.type,
    status: t.status,
    description: t.description,
    detailedDescription: t.detailedDescription,
    imageUrl: t.imageUrl,
    setupFee: t.setupFee,
    monthlyRental: t.monthlyRental,
    connectivity: t.connectivity,
    features: t.features,
    suitableFor: t.suitableFor,
    specialFeatures: t.specialFeatures,
    isRecommended: t.isRecommended,
    hasHigherTransactionFees: t.hasHigherTransactionFees,
    maxRecommendedMonthlyVolume: t.maxRecommendedMonthlyVolume,
    lowVolumeWarning: t.lowVolumeWarning,
    transactionFeeStructure: t.transactionFeeStructure,
  };
}
