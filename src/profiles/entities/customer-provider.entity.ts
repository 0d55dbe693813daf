import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Provider } from '../../providers/entities/provider.entity';
import { BusinessProfile } from './business-profile.entity';

/**
 * Which providers a customer belongs to, kept beside the quotes and leads it is read from (the
 * partner rule: a selected quote for the provider, or a lead whose selected
 * provider it is). One row per customer and provider; rewritten by refreshCustomerProviders()
 * (customer-index.ts) in the transaction of every change to a customer's quotes or leads, and
 * removed with the customer or the provider. The partner scope reads it instead of unioning the
 * quotes and leads of every request: a partner's list and its count then read one index range.
 */
@Entity('customer_providers')
@Index('IDX_customer_providers_profile', ['businessProfileId'])
export class CustomerProvider {
  @PrimaryColumn({ type: 'int' })
  providerId: number;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  businessProfileId: string;

  @ManyToOne(() => Provider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'providerId', foreignKeyConstraintName: 'FK_customer_providers_provider' })
  provider: Provider;

  @ManyToOne(() => BusinessProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'businessProfileId', foreignKeyConstraintName: 'FK_customer_providers_profile' })
  businessProfile: BusinessProfile;
}
