import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActivityRecorder } from '../crm/activities/activity-recorder';
import { Transactions } from '../database/transactions';
import { ProfilesService } from '../profiles/profiles.service';
import { QuoteViewDto, toQuoteView } from './dto/quote-view.dto';
import { SelectQuoteDto } from './dto/select-quote.dto';
import { Quote } from './entities/quote.entity';
import { QuoteRecorder } from './quote-recorder';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** Reading and selecting quotes; the comparison's writes go through QuoteRecorder. */
@Injectable()
export class QuotesService {
  constructor(
    @InjectRepository(Quote) private readonly quotes: Repository<Quote>,
    private readonly recorder: QuoteRecorder,
    private readonly profiles: ProfilesService,
    private readonly transactions: Transactions,
    private readonly activities: ActivityRecorder,
  ) {}

  /**
   * Waits until every comparison recorded so far for the profile (or for all, without one) is
   * written: call it before reading a profile's quotes, outside any transaction.
   */
  settle(profileId?: string): Promise<void> {
    return this.recorder.settle(profileId);
  }

  /** The quotes of the profile's last comparison, best first; only for its owner's session (404 otherwise). */
  async ofOwnedProfile(profileId: string, sessionId: string | undefined): Promise<QuoteViewDto[]> {
    await this.profiles.assertOwned(profileId, sessionId);
    await this.settle(profileId);
    const quotes = await this.quotes.find({ where: { businessProfileId: profileId }, order: { rank: 'ASC', id: 'ASC' } });
    return quotes.map(toQuoteView);
  }

  /** Marks a quote selected (and the profile's others not); only the profile's owner may. */
  async select(id: number, dto: SelectQuoteDto, sessionId: string | undefined): Promise<QuoteViewDto> {
    await this.settle();
    return this.transactions.run(async (manager) => {
      const quote = await manager.getRepository(Quote).findOne({ where: { id } });
      if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
      await this.profiles.lockOwned(manager, quote.businessProfileId, sessionId, QUOTE_NOT_FOUND);
      await this.markSelected(manager, quote, dto.selectionReasoning ?? null);
      await this.activities.touch(manager, quote.businessProfileId);
      return toQuoteView(await manager.getRepository(Quote).findOneOrFail({ where: { id } }));
    });
  }

  /** The one quote of its profile that is selected, in the caller's transaction. */
  async markSelected(manager: EntityManager, quote: Quote, reasoning: string | null): Promise<void> {
    const quotes = manager.getRepository(Quote);
    await quotes.update({ businessProfileId: quote.businessProfileId }, { isSelected: false });
    await quotes.update(quote.id, { isSelected: true, selectionReasoning: reasoning });
  }
}
