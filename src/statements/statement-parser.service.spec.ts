import { JobCancelledError } from './job-queue';
import { parseStatement } from './statement-parser';
import { StatementParserService } from './statement-parser.service';

const STATEMENT = ['dojo', 'Card payments taken', '£8,450.20', 'Number of payments 310', 'Debit cards £5,900.00 (70%)', 'Card fees £35.55'].join('\n');

describe('StatementParserService (the parser in a worker thread)', () => {
  const service = new StatementParserService();
  afterAll(() => service.onModuleDestroy());

  it('answers what the parser finds, from its own thread', async () => {
    await expect(service.parse(STATEMENT, ['Dojo'])).resolves.toEqual(parseStatement(STATEMENT, ['Dojo']));
    expect(service.load).toEqual({ running: 0, waiting: 0, threads: 1 });
  });

  it('reads the rest of a statement that ends with a line of 100,000 digit groups', async () => {
    const text = `Worldpay\nTotal sales £1,234.56\nNumber of transactions 12\n£1${' 000'.repeat(100_000)}`;
    await expect(service.parse(text, ['Worldpay'])).resolves.toMatchObject({
      figures: { monthlyTurnover: 1234.56, transactionsPerMonth: 12, currentProvider: 'Worldpay' },
    });
  });

  it('ends the thread when the caller goes away', async () => {
    const own = new StatementParserService();
    try {
      const caller = new AbortController();
      const parsing = own.parse(STATEMENT, [], caller.signal);
      caller.abort();
      await expect(parsing).rejects.toBeInstanceOf(JobCancelledError);
      expect(own.load.threads).toBe(0);
    } finally {
      await own.onModuleDestroy();
    }
  });
});
