import { parseStatement } from './statement-parser';

const read = (text: string, isOcr = false) => parseStatement(text, ['Worldpay', 'Lloyds Cardnet', 'Handepay'], { isOcr });

describe('statement reading: the failure kinds of the held-out set', () => {
  it('adds one line per card scheme into the credit and debit volumes when no subtotal is printed', () => {
    const { figures, confidence } = read(`Transactions by card scheme
Visa Debit 612 £11,016.00
Debit Mastercard 204 £3,468.00
Maestro 31 £527.00
Visa Credit 118 £2,950.00
Mastercard Credit 64 £1,600.00
American Express 21 £735.00
Total 1,050 £20,296.00`);
    expect(figures).toMatchObject({ debitCardVolume: 15011, creditCardVolume: 5285, monthlyTurnover: 20296, transactionsPerMonth: 1050 });
    expect(confidence).toMatchObject({ debitCardVolume: 'high', creditCardVolume: 'high', monthlyTurnover: 'high' });
  });

  it('reads label variants of debit, and business or commercial debit as corporate', () => {
    const { figures } = read(`Your card takings
Visa Debit 388 £7,760.00
Debit Mastercard 140 £2,800.00
Visa Electron 12 £240.00
V Pay 5 £100.00
Credit cards 133 £4,655.00
Commercial debit 18 £810.00
Visa Business Debit 2 £90.00`);
    expect(figures).toMatchObject({ debitCardVolume: 10900, creditCardVolume: 4655, corporateCardVolume: 900 });
  });

  it('replaces an OCR-misread average with turnover / transactions when both are confirmed, and asks for a check', () => {
    const { figures, confidence, checks } = read(
      `Total value of transactions £14,980.00
Total number of transactions 535
Average transaction value £82.00
Visa Debit 300 £8,400.00
Mastercard Debit 110 £3,080.00
Visa Credit 90 £2,520.00
Mastercard Credit 35 £980.00`,
      true,
    );
    expect(figures.averageTransaction).toBe(28);
    expect(confidence).toMatchObject({ averageTransaction: 'low', monthlyTurnover: 'high', transactionsPerMonth: 'high' });
    expect(checks).toEqual([
      {
        field: 'averageTransaction',
        message: 'The average transaction read (£82.00) does not match turnover / transactions (£28.00); £28.00 is shown: please check this figure.',
      },
    ]);
  });

  it('flags, and does not change, an average it cannot settle', () => {
    const { figures, checks } = read('Card sales £3,000.00\nNumber of transactions 100\nAverage transaction £45.00');
    expect(figures).toMatchObject({ monthlyTurnover: 3000, transactionsPerMonth: 100, averageTransaction: 45 });
    expect(checks.map((check) => check.field).sort()).toEqual(['averageTransaction', 'monthlyTurnover', 'transactionsPerMonth']);
  });

  it('names the card volumes when they do not add up to a turnover that count x average confirms', () => {
    const { figures, confidence, checks } = read(`Total card turnover £6,420.00
Number of transactions 428
Average transaction £15.00
Debit card sales £4,820.00
Credit card sales £1,500.00`);
    expect(figures).toMatchObject({ monthlyTurnover: 6420, debitCardVolume: 4820, creditCardVolume: 1500 });
    expect(confidence).toMatchObject({ monthlyTurnover: 'high', debitCardVolume: 'low', creditCardVolume: 'low' });
    const message = 'Debit, credit and corporate card volumes add up to £6,320.00, not the turnover of £6,420.00: please check this figure.';
    expect(checks).toEqual([
      { field: 'debitCardVolume', message },
      { field: 'creditCardVolume', message },
    ]);
  });

  it('names the turnover when the card volumes agree with count x average and the turnover does not', () => {
    const { checks } = read(`Total card turnover £7,420.00
Number of transactions 428
Average transaction £15.00
Debit card sales £4,820.00
Credit card sales £1,600.00`);
    expect(checks.map((check) => check.field)).toEqual(['monthlyTurnover']);
  });
});

describe('statement reading: total charges excluding VAT and the fixed monthly fees', () => {
  it('takes the sub-total before VAT, not the total including VAT', () => {
    const { figures, confidence } = read(`Charges
Visa Debit 0.40% £44.06
Visa Credit 1.50% £44.25
Authorisation fees 1,050 @ 2p £21.00
Terminal rental £22.50
PCI DSS management fee £5.00
Service charge £7.50
Sub-total £144.31
VAT @ 20% on non-exempt charges £7.00
Total charges including VAT £151.31`);
    expect(figures).toMatchObject({ currentTotalMonthlyCost: 144.31, currentOtherFees: 5, currentMonthlyFees: 7.5, currentTerminalRental: 22.5 });
    expect(confidence.currentTotalMonthlyCost).toBe('high');
  });

  it('prefers a total said to exclude VAT to a total payable', () => {
    const { figures } = read(`Fees
Consumer debit rate 0.35% £44.44
Commercial rate 2.00% £30.60
Account maintenance fee £6.00
Non-PCI compliance charge £30.00
Total fees (excl. VAT) £111.04
VAT £7.20
Total payable £118.24`);
    expect(figures).toMatchObject({ currentTotalMonthlyCost: 111.04, currentCorporateCreditFee: 2, currentMonthlyFees: 6, currentOtherFees: 30 });
  });

  it('adds up the charge lines when no total is printed, leaving the VAT out', () => {
    const { figures, calculated, confidence } = read(`Charges
Debit card charges @ 0.45% £97.20
Credit card charges @ 1.55% £167.40
Authorisation charges 864 @ 3p £25.92
Terminal rental £25.00
PCI compliance £7.50
Subscription fee £5.00
Clover service plan £14.95
VAT on chargeable fees £7.50`);
    expect(figures).toMatchObject({ currentTotalMonthlyCost: 342.97, currentMonthlyFees: 19.95, currentOtherFees: 7.5 });
    expect(calculated).toContain('currentTotalMonthlyCost');
    expect(confidence.currentTotalMonthlyCost).toBe('medium');
  });

  it('mends a total that lost its decimal point in OCR, and asks for a check', () => {
    const { figures, checks } = read(
      `Fees
Debit card processing 0.29% £101.50
Equipment rental £29.00
Total fees £13050`,
      true,
    );
    expect(figures.currentTotalMonthlyCost).toBe(130.5);
    expect(checks).toEqual([
      {
        field: 'currentTotalMonthlyCost',
        message: 'The total charges read (£13,050.00) look like the charges listed (£130.50) without their decimal point: please check this figure.',
      },
    ]);
  });

  it('works out the one misread fixed fee that makes a printed total add up', () => {
    const { figures, confidence } = read(
      `Visa Debit 300 £8,400.00 0.30% £25.20
Visa Credit 90 £2,520.00 0.95% £23.94
Other charges
Authorisation fees 390 @ 2.5p £9.75
Terminal rental £19350
PCI DSS compliance fee £4.50
Total charges for the period £80.89`,
      true,
    );
    expect(figures.currentTerminalRental).toBe(17.5);
    expect(confidence.currentTerminalRental).toBe('low');
  });

  it('flags a printed total that the charge lines do not add up to, without changing it', () => {
    const { figures, checks } = read(`Charges
Card fees £35.55
Terminal rental £15.00
Total charges £60.55`);
    expect(figures.currentTotalMonthlyCost).toBe(60.55);
    expect(checks.map((check) => check.field)).toEqual(['currentTotalMonthlyCost']);
  });

  it('marks figures read by OCR that nothing confirms as medium', () => {
    const { confidence } = read('Card sales £3,000.00\nDebit card rate 0.5%', true);
    expect(confidence).toEqual({ monthlyTurnover: 'medium', currentDebitFee: 'medium' });
  });
});
