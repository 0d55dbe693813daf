import { cardTypeOf, parseStatement } from './statement-parser';

const KNOWN = ['Worldpay', 'Barclaycard Payments', 'Lloyds Cardnet', 'Dojo', 'Square', 'SumUp', 'Zettle by PayPal', 'Total Processing', 'Teya'];

const figuresOf = (text: string) => parseStatement(text, KNOWN).figures;

describe('parseStatement: layouts', () => {
  it('reads a merchant statement with a card-type table (text as pdf-parse gives it)', () => {
    const text = [
      'Worldpay',
      'Merchant Statement',
      'Merchant ID: 4400123456 Statement period: 01/03/2025 - 31/03/2025',
      'Card Type\tTransactions\tValue\tRate\tCharges',
      'Visa Debit\t240\t£6,480.00\t0.35%\t£22.68',
      'Mastercard Debit\t95\t£2,565.00\t0.38%\t£9.75',
      'Visa Credit\t52\t£2,100.50\t1.20%\t£25.21',
      'Mastercard Credit\t18\t£820.17\t1.25%\t£10.25',
      'Visa Business\t7\t£380.00\t2.10%\t£7.98',
      'Total\t412\t£12,345.67\t\t£75.87',
      'Other charges',
      'Authorisation fees 412 @ 2.5p\t£10.30',
      'Terminal rental\t£19.95',
      'PCI DSS compliance fee\t£4.50',
      'Monthly service charge\t£12.00',
      'Total charges for the period\t£122.62',
      '',
      '-- 1 of 1 --',
    ].join('\n');
    expect(parseStatement(text, KNOWN)).toEqual({
      figures: {
        monthlyTurnover: 12345.67,
        debitCardVolume: 9045,
        creditCardVolume: 2920.67,
        corporateCardVolume: 380,
        transactionsPerMonth: 412,
        averageTransaction: 29.97,
        currentProvider: 'Worldpay',
        currentDebitFee: 0.359, // volume-weighted: (0.35 x 6,480 + 0.38 x 2,565) / 9,045
        currentCreditFee: 1.214,
        currentCorporateCreditFee: 2.1,
        currentAuthFee: 2.5,
        currentMonthlyFees: 12,
        currentTerminalRental: 19.95,
        currentOtherFees: 4.5,
        currentTotalMonthlyCost: 122.62,
      },
      calculated: ['averageTransaction'],
      // Printed and checked: the card rows add up to the turnover, the rates times the volumes to
      // the charges, the charge lines to the total. The average is worked out.
      confidence: {
        monthlyTurnover: 'high',
        debitCardVolume: 'high',
        creditCardVolume: 'high',
        corporateCardVolume: 'high',
        transactionsPerMonth: 'high',
        averageTransaction: 'medium',
        currentProvider: 'high',
        currentDebitFee: 'high',
        currentCreditFee: 'high',
        currentCorporateCreditFee: 'high',
        currentAuthFee: 'high',
        currentMonthlyFees: 'high',
        currentTerminalRental: 'high',
        currentOtherFees: 'high',
        currentTotalMonthlyCost: 'high',
      },
      checks: [],
    });
  });

  it("reads a summary with 'Total Transactions' and 'Charges' lines", () => {
    const text = `barclaycard
Monthly Merchant Statement
Summary of your account
Total Transactions: 1,284
Total Value of Transactions: £48,210.55
Debit Card Transactions: 1,050 totalling £36,400.00
Credit Card Transactions: 220 totalling £10,210.55
Commercial Card Transactions: 14 totalling £1,600.00
Charges
Debit card service charge 0.42%
Credit card service charge 1.35%
Commercial card service charge 2.25%
Authorisation charge per transaction £0.02
Terminal hire £24.00
Monthly minimum service charge £10.00
Total Charges: £350.42
Settlement is paid into your Barclays account ending 1234.`;
    expect(figuresOf(text)).toEqual({
      monthlyTurnover: 48210.55,
      debitCardVolume: 36400,
      creditCardVolume: 10210.55,
      corporateCardVolume: 1600,
      transactionsPerMonth: 1284,
      averageTransaction: 37.55,
      currentProvider: 'Barclaycard Payments',
      currentDebitFee: 0.42,
      currentCreditFee: 1.35,
      currentCorporateCreditFee: 2.25,
      currentAuthFee: 2,
      currentMonthlyFees: 10,
      currentTerminalRental: 24,
      currentTotalMonthlyCost: 350.42,
    });
  });

  it('reads a simple monthly summary with labels and values on separate lines (OCR of two columns)', () => {
    const text = `dojo

Your monthly summary - March 2025

Card payments taken
£8,450.20
Number of payments
310
Average payment
£27.26
Debit cards
£5,900.00 (70%)
Credit cards
£2,550.20 (30%)
Card fees
£35.55`;
    expect(parseStatement(text, KNOWN)).toEqual({
      figures: {
        monthlyTurnover: 8450.2,
        debitCardVolume: 5900,
        creditCardVolume: 2550.2,
        transactionsPerMonth: 310,
        averageTransaction: 27.26,
        currentProvider: 'Dojo',
        currentTotalMonthlyCost: 35.55,
      },
      // The card fees are the only charges printed, so they are the month's total.
      calculated: ['currentTotalMonthlyCost'],
      confidence: {
        monthlyTurnover: 'high',
        debitCardVolume: 'high',
        creditCardVolume: 'high',
        transactionsPerMonth: 'high',
        averageTransaction: 'high',
        currentProvider: 'high',
        currentTotalMonthlyCost: 'medium',
      },
      checks: [],
    });
  });

  it('reads a payments-app statement: gross sales, not refunds or net; one rate for all cards', () => {
    const text = `Square
Monthly statement
Gross sales £8,450.20
Refunds -£120.00
Net sales £8,330.20
Transactions 310
Processing fees -£147.88 (1.75% per transaction)
Net total £8,182.32
Paid to your NatWest account`;
    expect(figuresOf(text)).toEqual({
      monthlyTurnover: 8450.2,
      transactionsPerMonth: 310,
      averageTransaction: 27.26,
      currentProvider: 'Square',
      currentDebitFee: 1.75,
      currentCreditFee: 1.75,
      currentTotalMonthlyCost: 147.88,
    });
  });

  it('reads a blended rate with a per-transaction fee in pence', () => {
    const figures = figuresOf('Teya\nCard turnover £20,000.00\nTransaction fee 1.2% + 10p\nMonthly subscription £19.99');
    expect(figures).toEqual({
      monthlyTurnover: 20000,
      currentProvider: 'Teya',
      currentDebitFee: 1.2,
      currentCreditFee: 1.2,
      currentAuthFee: 10,
      currentMonthlyFees: 19.99,
    });
  });
});

describe('parseStatement: OCR noise and number formats', () => {
  it('reads figures through O/0 and l/1 confusion, stray spaces and a misread £', () => {
    const text = `SumUp

Monthly statement - March 2O25
Card sales: £8,45O.2O

Number of transactions: 3l0
Debit cards: £5, 900.00

Credit cards: £2,550 .20
Transaction fee l.69 %

Total fees: E142.81`;
    expect(figuresOf(text)).toEqual({
      monthlyTurnover: 8450.2,
      debitCardVolume: 5900,
      creditCardVolume: 2550.2,
      transactionsPerMonth: 310,
      averageTransaction: 27.26,
      currentProvider: 'SumUp',
      currentDebitFee: 1.69,
      currentCreditFee: 1.69,
      currentTotalMonthlyCost: 142.81,
    });
  });

  it('reads money without a £ sign, with GBP, and with spaces as thousands separators', () => {
    expect(figuresOf('Total card turnover 12345.67').monthlyTurnover).toBe(12345.67);
    expect(figuresOf('Total turnover GBP 12,345').monthlyTurnover).toBe(12345);
    expect(figuresOf('Total sales 1,234.00 GBP').monthlyTurnover).toBe(1234);
    expect(figuresOf('Total sales £12 345.67').monthlyTurnover).toBe(12345.67);
    expect(figuresOf('Number of transactions: 1 284').transactionsPerMonth).toBe(1284);
  });

  it('reads authorisation fees in pence or pounds', () => {
    expect(figuresOf('Authorisation fee 2p').currentAuthFee).toBe(2);
    expect(figuresOf('Authorisation fee 2.5 pence').currentAuthFee).toBe(2.5);
    expect(figuresOf('Authorisation fee £0.02').currentAuthFee).toBe(2);
    expect(figuresOf('Per transaction charge £0.035').currentAuthFee).toBe(3.5);
  });

  it('works the authorisation fee out from the charges and the count when no unit price is printed', () => {
    const { figures, calculated } = parseStatement('Transactions 412\nAuthorisation charges £10.30', KNOWN);
    expect(figures.currentAuthFee).toBe(2.5);
    expect(calculated).toContain('currentAuthFee');
  });
});

describe('parseStatement: what is not a figure', () => {
  it('finds nothing in a document that is not a statement', () => {
    const nothing = { figures: {}, calculated: [], confidence: {}, checks: [] };
    expect(parseStatement('Dear customer,\nThank you for your letter of 3 May 2025.\nKind regards', KNOWN)).toEqual(nothing);
    expect(parseStatement('', KNOWN)).toEqual(nothing);
  });

  it('takes no dates, ids, page numbers or VAT as figures', () => {
    const figures = figuresOf('Statement period 01/03/2025 - 31/03/2025\nMerchant ID 4400123456\nPage 1 of 2\nVAT @ 20% £3.00\nTransactions 412');
    expect(figures).toEqual({ transactionsPerMonth: 412 });
  });

  it('does not read direct debits, refunds or net settlements as card volumes or turnover', () => {
    const figures = figuresOf('Fees collected by Direct Debit £147.88\nDebit card refunds £50.00\nNet settlement £8,182.32\nCredit note £5.00');
    expect(figures.debitCardVolume).toBeUndefined();
    expect(figures.creditCardVolume).toBeUndefined();
    expect(figures.monthlyTurnover).toBeUndefined();
  });

  it('reads a bare Total as turnover under card volumes and as total charges under charges', () => {
    const figures = figuresOf(
      'Card sales\nDebit cards £900.00\nCredit cards £100.00\nTotal 40 £1,000.00\nYour charges\nCard fees £14.00\nTerminal rental £10.00\nTotal £24.00',
    );
    expect(figures).toMatchObject({ monthlyTurnover: 1000, transactionsPerMonth: 40, currentTerminalRental: 10, currentTotalMonthlyCost: 24 });
  });

  it('reads totals that mention VAT', () => {
    // The current cost excludes VAT: a total printed with it loses the VAT line's amount.
    expect(figuresOf('Total charges inc. VAT £146.10\nVAT @ 20% £24.35').currentTotalMonthlyCost).toBe(121.75);
  });

  it('takes the total charges, not the charges of one card type', () => {
    const figures = figuresOf('Total debit card charges £32.43\nTotal charges (including chargebacks) £99.10');
    expect(figures.currentTotalMonthlyCost).toBe(99.1);
  });

  it('does not take a share of turnover for a card rate', () => {
    const figures = figuresOf('Total sales £10,000.00\nDebit cards £7,000.00 (70%)\nCredit cards £2,700.00 (27%)\nBusiness cards £300.00 (3%)');
    expect(figures).toMatchObject({ debitCardVolume: 7000, creditCardVolume: 2700, corporateCardVolume: 300 });
    expect(figures.currentDebitFee).toBeUndefined();
    expect(figures.currentCorporateCreditFee).toBeUndefined();
  });

  it('does not read figure labels as a provider name', () => {
    expect(figuresOf('Total processing £1,000.00').currentProvider).toBeUndefined();
  });
});

describe('parseStatement: totals worked out', () => {
  it('adds card volumes and counts when no total is printed, preferring printed subtotals to rows', () => {
    const text = `Visa Debit 100 £2,000.00
Mastercard Debit 50 £1,000.00
Total debit cards 150 £3,000.00
Visa Credit 20 £900.00
Mastercard Credit 10 £400.00`;
    expect(parseStatement(text, KNOWN)).toEqual({
      figures: {
        monthlyTurnover: 4300,
        debitCardVolume: 3000,
        creditCardVolume: 1300,
        transactionsPerMonth: 180,
        averageTransaction: 23.89,
      },
      calculated: ['monthlyTurnover', 'transactionsPerMonth', 'averageTransaction'],
      confidence: {
        monthlyTurnover: 'medium',
        debitCardVolume: 'high',
        creditCardVolume: 'high',
        transactionsPerMonth: 'medium',
        averageTransaction: 'medium',
      },
      checks: [],
    });
  });
});

describe('cardTypeOf', () => {
  it.each([
    ['visa debit', 'debit'],
    ['maestro', 'debit'],
    ['mastercard credit', 'credit'],
    ['american express', 'credit'],
    ['amex', 'credit'],
    ['debit mastercard', 'debit'],
    ['visa electron', 'debit'],
    ['v pay', 'debit'],
    ['visa business debit', 'corporate'],
    ['commercial debit', 'corporate'],
    ['commercial rate', 'corporate'],
    ['mastercard fleet', 'corporate'],
    ['visa business credit', 'corporate'],
    ['commercial card service charge', 'corporate'],
    ['purchasing cards', 'corporate'],
    ['direct debit', undefined],
    ['credited to your account', undefined],
    ['business name', undefined],
  ])('%s -> %s', (label, expected) => {
    expect(cardTypeOf(label)).toBe(expected);
  });
});
